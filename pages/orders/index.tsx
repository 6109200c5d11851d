import { useRouter } from 'next/router';
import { ORDERS_TITLE, OrdersTemplate } from '@/components/orders/OrdersTemplate';
import { pageFromQuery } from '@/utils/orders';

export default function OrdersPage() {
  const { query } = useRouter();
  return <OrdersTemplate page={pageFromQuery(query.page)} />;
}

OrdersPage.protected = true;
OrdersPage.title = { text: ORDERS_TITLE, dictionary: 'orders' } as const;
