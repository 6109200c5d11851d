import { useEffect, useState } from 'react';
import type { PromotionSelection } from '@/contract/cart';
import { getPromotionSelection } from '@/services/cart';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/** The bag's promotion progress, asked again whenever the number of pieces changes; null while unknown. */
export function usePromotion(pieceCount: number): PromotionSelection | null {
  const token = useAppSelector(selectToken);
  const [promotion, setPromotion] = useState<PromotionSelection | null>(null);

  useEffect(() => {
    if (!token || pieceCount === 0) return;
    const controller = new AbortController();
    getPromotionSelection({ token, signal: controller.signal })
      .then(setPromotion)
      .catch(() => {
        // The hint is a nudge, not a price: without an answer it is simply left out.
        if (!controller.signal.aborted) setPromotion(null);
      });
    return () => controller.abort();
  }, [token, pieceCount]);

  return pieceCount === 0 ? null : promotion;
}
