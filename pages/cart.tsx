import { BagTemplate } from '@/components/bag/BagTemplate';

/** The full bag page; its lines load in the browser, from the shopper's session. */
export default function CartPage() {
  return <BagTemplate />;
}
