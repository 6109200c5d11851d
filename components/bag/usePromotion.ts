import dynamic from 'next/dynamic';
import { createElement, useState, type ReactElement } from 'react';
import type { PromotionSelection } from '@/contract/cart';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

// Asked for by a module loaded after hydration, so the api stays out of the bag page's first load.
const PromotionQuery = dynamic(() => import('./PromotionQuery'), { ssr: false });

/**
 * The bag's promotion progress (null while unknown or for an empty bag), with the element that asks
 * for it (render it anywhere on the page).
 */
export function usePromotion(pieceCount: number): { promotion: PromotionSelection | null; promotionQuery: ReactElement | null } {
  const token = useAppSelector(selectToken);
  const [promotion, setPromotion] = useState<PromotionSelection | null>(null);
  const wanted = token !== null && pieceCount > 0;
  return {
    promotion: pieceCount === 0 ? null : promotion,
    promotionQuery: wanted ? createElement(PromotionQuery, { token, onLoaded: setPromotion }) : null,
  };
}
