import { useState } from 'react';
import { toast } from '@/components/common/toast';
import { showNotice, showOutcome } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import { addToCart, decrementCartLine, removeCartLine } from '@/store/cartThunks';
import { selectCoupon } from '@/store/couponSlice';
import { explainRemovedCoupon } from '@/store/couponThunks';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import type { CartLine } from '@/utils/cart';

/** SPEC section 5: the stepper never takes the last piece away; the remove control does. */
export const MINIMUM_QUANTITY_MESSAGE = 'Quantity can not be less than 1';

/** A bag line's stepper and remove control (bag page and bag panel), busy while a change is on its way. */
export function useCartLineActions(line: CartLine) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const coupon = useAppSelector(selectCoupon);
  const [busy, setBusy] = useState(false);
  const t = useText();
  const lineRef = { barcode: line.barcode, product_id: line.product_id };

  /** Runs a quantity change; when it took the applied coupon off, the shopper is told so and why. */
  async function change(outcome: () => Promise<unknown>) {
    const appliedCode = coupon.coupon_applied ? coupon.coupon : null;
    setBusy(true);
    await outcome();
    if (appliedCode !== null && !store.getState().coupon.coupon_applied) {
      showNotice(await dispatch(explainRemovedCoupon(appliedCode)).unwrap());
    }
    setBusy(false);
  }

  function decrease() {
    if (line.quantity <= 1) {
      toast.warning(t(MINIMUM_QUANTITY_MESSAGE));
      return;
    }
    void change(() => showOutcome(dispatch(decrementCartLine(lineRef)).unwrap()));
  }

  const increase = () => void change(() => showOutcome(dispatch(addToCart({ line })).unwrap()));
  const remove = () => void change(() => showOutcome(dispatch(removeCartLine(lineRef)).unwrap()));

  return { busy, decrease, increase, remove };
}
