import { useRouter } from 'next/router';
import { OrdersTemplate } from '@/components/orders/OrdersTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function OrdersPage() {
  const { query } = useRouter();
  return <OrdersTemplate page={pageFromQuery(query.page)} />;
}

OrdersPage.protected = true;
