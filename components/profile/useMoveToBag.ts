import { useState } from 'react';
import { useCouponRemovalNotice } from '@/components/bag/useCouponRemovalNotice';
import { toast } from '@/components/common/toast';
import { showOutcome } from '@/components/common/showNotice';
import { PRODUCT_MESSAGES } from '@/components/product/productMessages';
import { useText } from '@/hooks/useLocale';
import { getProductBySlug } from '@/services/products';
import type { ProductListItem } from '@/contract/catalog';
import { toggleWishlist } from '@/store/api/wishlistApi';
import { loadBagChanges } from '@/store/bagChanges';
import { useAppStore } from '@/store/hooks';
import { MESSAGES } from '@/store/notices';
import { lineFromVariant } from '@/utils/bag';
import { firstPurchasableVariant } from '@/utils/wishlist';

export interface MoveToBag {
  /** The product being moved, while it is. */
  movingId: number | null;
  move: (product: ProductListItem) => Promise<void>;
}

/**
 * Puts a one-variant product in the bag and takes it off the wishlist. The product's variant (its
 * barcode) comes from the product itself, read fresh so its stock is current.
 */
export function useMoveToBag(): MoveToBag {
  const store = useAppStore();
  const t = useText('profile');
  const [movingId, setMovingId] = useState<number | null>(null);
  const withCouponRemovalNotice = useCouponRemovalNotice();

  async function move(product: ProductListItem) {
    setMovingId(product.id);
    try {
      const detail = await getProductBySlug(product.slug);
      const variant = detail ? firstPurchasableVariant(detail.variant, detail.is_negative === 1) : null;
      if (!detail || !variant) {
        toast.error(t(PRODUCT_MESSAGES.outOfStock));
        return;
      }
      // A new line changes the bag's quantities, which takes an applied coupon off: the shopper is told.
      const line = lineFromVariant(detail, variant);
      const added = await withCouponRemovalNotice(() => showOutcome(loadBagChanges().then((changes) => changes.addToBag(store, { line }))));
      // The bag's "Added to cart" says what happened; leaving the list is part of the move, so it is silent,
      // and a product that could not leave the list stays on it.
      if (added) await toggleWishlist(store, product.id).catch(() => null);
    } catch {
      toast.error(t(MESSAGES.tryAgain));
    } finally {
      setMovingId(null);
    }
  }

  return { movingId, move };
}
