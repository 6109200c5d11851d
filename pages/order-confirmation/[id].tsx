import { useRouter } from 'next/router';
import { OrderConfirmationTemplate } from '@/components/orders/OrderConfirmationTemplate';
import { orderIdFromQuery } from '@/utils/orders';

// Open to guests too: the order loads with the visitor's own token, so a guest reads only the guest's order.
export default function OrderConfirmationPage() {
  const { query } = useRouter();
  return <OrderConfirmationTemplate orderId={orderIdFromQuery(query.id)} />;
}
