import { useRouter } from 'next/router';
import { RequestStockTemplate } from '@/components/stock-request/RequestStockTemplate';
import { readStockRequestQuery } from '@/components/stock-request/stockRequestDisplay';

export default function RequestStockPage() {
  const { query } = useRouter();
  return <RequestStockTemplate query={readStockRequestQuery(query)} />;
}
