import { selectBagLines } from '@/store/bagSlice';
import { selectBagSummary } from '@/store/bagSummarySlice';
import { selectCoupon } from '@/store/couponSlice';
import { useAppSelector } from '@/store/hooks';
import { selectBagTotals } from '@/store/selectors';
import { regularSubTotal } from '@/utils/bag';
import { type BagFigures, bagFigures } from './bagFigures';

/** The bag's figures from the store: the server's summary once known, the bag's own totals before. */
export function useBagFigures(): BagFigures {
  const lines = useAppSelector(selectBagLines);
  const summary = useAppSelector(selectBagSummary);
  const localTotals = useAppSelector(selectBagTotals);
  const coupon = useAppSelector(selectCoupon);
  return bagFigures(summary, localTotals, regularSubTotal(lines), coupon);
}
