import { useEffect } from 'react';
import type { PromotionSelection } from '@/contract/cart';
import { usePromotionQuery } from '@/store/api/bagApi';

interface PromotionQueryProps {
  token: string;
  pieceCount: number;
  onLoaded: (promotion: PromotionSelection | null) => void;
}

/** Asks for the promotion's progress again whenever the number of pieces changes; shows nothing itself. */
export default function PromotionQuery({ token, pieceCount, onLoaded }: PromotionQueryProps) {
  const { data, isError } = usePromotionQuery({ token, pieceCount }, { refetchOnMountOrArgChange: true });
  // The hint is a nudge, not a price: without an answer it is simply left out.
  const promotion = isError ? null : (data ?? null);

  useEffect(() => {
    onLoaded(promotion);
  }, [onLoaded, promotion]);
  return null;
}
