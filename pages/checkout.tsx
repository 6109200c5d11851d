import { CheckoutTemplate } from '@/components/checkout/CheckoutTemplate';

// Open to guests when the guest_checkout setting is on, so the template decides who may stay.
export default function CheckoutPage() {
  return <CheckoutTemplate />;
}
