import { useRouter } from 'next/router';
import { OrderDetailTemplate } from '@/components/orders/OrderDetailTemplate';
import { orderIdFromQuery } from '@/utils/orders';

export default function OrderDetailPage() {
  const { query } = useRouter();
  return <OrderDetailTemplate orderId={orderIdFromQuery(query.id)} />;
}

OrderDetailPage.protected = true;
OrderDetailPage.title = { text: 'Order', dictionary: 'orders' } as const;
