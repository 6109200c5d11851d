import { selectCartLines } from '@/store/cartSlice';
import { selectCartSummary } from '@/store/cartSummarySlice';
import { selectCoupon } from '@/store/couponSlice';
import { useAppSelector } from '@/store/hooks';
import { selectCartTotals } from '@/store/selectors';
import { regularSubTotal } from '@/utils/cart';
import { type BagFigures, bagFigures } from './bagFigures';

/** The bag's figures from the store: the server's summary once known, the bag's own totals before. */
export function useBagFigures(): BagFigures {
  const lines = useAppSelector(selectCartLines);
  const summary = useAppSelector(selectCartSummary);
  const localTotals = useAppSelector(selectCartTotals);
  const coupon = useAppSelector(selectCoupon);
  return bagFigures(summary, localTotals, regularSubTotal(lines), coupon);
}
