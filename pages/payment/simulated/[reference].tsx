import { useRouter } from 'next/router';
import { SimulatedGatewayTemplate } from '@/components/payment/SimulatedGatewayTemplate';

export default function SimulatedPaymentPage() {
  const { query } = useRouter();
  const reference = typeof query.reference === 'string' && query.reference !== '' ? query.reference : null;
  return <SimulatedGatewayTemplate reference={reference} />;
}
