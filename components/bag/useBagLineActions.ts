import { useState } from 'react';
import { toast } from '@/components/common/toast';
import { showOutcome } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import { loadBagChanges } from '@/store/bagChanges';
import { useAppStore } from '@/store/hooks';
import type { BagLine } from '@/utils/bag';
import { useCouponRemovalNotice } from './useCouponRemovalNotice';

/** The stepper never takes the last piece away; the remove control does. */
const MINIMUM_QUANTITY_MESSAGE = 'Quantity can not be less than 1';

/** A bag line's stepper and remove control (bag page and bag panel), busy while a change is on its way. */
export function useBagLineActions(line: BagLine) {
  const store = useAppStore();
  const withCouponRemovalNotice = useCouponRemovalNotice();
  const [busy, setBusy] = useState(false);
  const t = useText();
  const lineRef = { barcode: line.barcode, product_id: line.product_id };

  async function change(outcome: () => Promise<unknown>) {
    setBusy(true);
    await withCouponRemovalNotice(outcome);
    setBusy(false);
  }

  function decrease() {
    if (line.quantity <= 1) {
      toast.warning(t(MINIMUM_QUANTITY_MESSAGE));
      return;
    }
    void change(() => showOutcome(loadBagChanges().then((changes) => changes.decrementBagLine(store, lineRef))));
  }

  const increase = () => void change(() => showOutcome(loadBagChanges().then((changes) => changes.addToBag(store, { line }))));
  const remove = () => void change(() => showOutcome(loadBagChanges().then((changes) => changes.removeBagLine(store, lineRef))));

  return { busy, decrease, increase, remove };
}
