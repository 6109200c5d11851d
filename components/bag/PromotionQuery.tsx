import { useEffect } from 'react';
import type { PromotionSelection } from '@/contract/cart';
import { usePromotionQuery } from '@/store/api/bagApi';
import { ServedApi } from '@/store/api/shopApi';

interface PromotionQueryProps {
  token: string;
  onLoaded: (promotion: PromotionSelection | null) => void;
}

/** Asks for the promotion's progress, and again after each change of the bag's lines; shows nothing itself. */
export default function PromotionQuery(props: PromotionQueryProps) {
  return (
    <ServedApi>
      <PromotionAsker {...props} />
    </ServedApi>
  );
}

function PromotionAsker({ token, onLoaded }: PromotionQueryProps) {
  const { data, isError } = usePromotionQuery({ token }, { refetchOnMountOrArgChange: true });
  // The hint is a nudge, not a price: without an answer it is simply left out.
  const promotion = isError ? null : (data ?? null);

  useEffect(() => {
    onLoaded(promotion);
  }, [onLoaded, promotion]);
  return null;
}
