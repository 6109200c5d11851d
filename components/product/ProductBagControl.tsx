import { useRouter } from 'next/router';
import { useState } from 'react';
import { toast } from '@/components/common/toast';
import { useCouponRemovalNotice } from '@/components/bag/useCouponRemovalNotice';
import { QuantityStepper } from '@/components/common/QuantityStepper';
import { showNotice, showOutcome } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import type { ProductDetail } from '@/contract/catalog';
import { selectBagLine } from '@/store/bagSlice';
import { loadBagChanges } from '@/store/bagChanges';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { MESSAGES } from '@/store/notices';
import { lineFromVariant } from '@/utils/bag';
import { CHECKOUT_PATH } from '@/utils/sitePaths';
import { isPurchasable, missingChoiceMessage } from '@/utils/variants';
import { PRODUCT_MESSAGES } from './productMessages';
import type { VariantSelection } from './useVariantSelection';
import styles from './ProductBagControl.module.scss';

interface ProductBagControlProps {
  product: ProductDetail;
  chosen: VariantSelection;
}

/**
 * "Add to cart" while the chosen variant is not in the bag, a quantity stepper once it is (minus at 1
 * takes the line out), and "Order Now". The bag's changes push the add_to_cart and remove_from_cart events.
 */
export function ProductBagControl({ product, chosen }: ProductBagControlProps) {
  const store = useAppStore();
  const router = useRouter();
  const { variant } = chosen;
  const line = useAppSelector((state) => (variant ? selectBagLine(state, variant.barcode) : undefined));
  const [busy, setBusy] = useState(false);
  const withCouponRemovalNotice = useCouponRemovalNotice();
  const t = useText('product');
  const allowsNegativeStock = product.is_negative === 1;
  const soldOut = variant !== null && !isPurchasable(variant.stock, allowsNegativeStock);

  async function whileBusy<Result>(work: () => Promise<Result>): Promise<Result> {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }

  /** Puts one piece of the chosen variant in the bag; true when it went in. */
  async function addChosenVariant(): Promise<boolean> {
    const missingChoice = missingChoiceMessage(product.choice_options, chosen.selection);
    if (missingChoice) {
      toast.warning(t(missingChoice));
      return false;
    }
    if (!variant) {
      toast.error(t(MESSAGES.stockNotAvailable));
      return false;
    }
    if (soldOut) {
      toast.error(t(PRODUCT_MESSAGES.outOfStock));
      return false;
    }
    const newLine = lineFromVariant(product, variant);
    const added = () => showOutcome(loadBagChanges().then((changes) => changes.addToBag(store, { line: newLine })));
    const outcome = await withCouponRemovalNotice(() => whileBusy(added));
    return outcome?.tone === 'success';
  }

  async function increase() {
    if (!variant || !line) return;
    if (!allowsNegativeStock && line.quantity >= variant.stock) {
      toast.error(t(PRODUCT_MESSAGES.outOfStock));
      return;
    }
    await withCouponRemovalNotice(() =>
      whileBusy(async () => {
        try {
          showNotice(await (await loadBagChanges()).addToBag(store, { line: lineFromVariant(product, variant) }));
        } catch {
          toast.error(t(PRODUCT_MESSAGES.notAvailableInStock));
        }
      }),
    );
  }

  async function decrease() {
    if (!line) return;
    const target = { barcode: line.barcode, product_id: line.product_id };
    const takeOut = async () => {
      const changes = await loadBagChanges();
      return line.quantity > 1 ? changes.decrementBagLine(store, target) : changes.removeBagLine(store, target);
    };
    await withCouponRemovalNotice(() => whileBusy(() => showOutcome(takeOut())));
  }

  async function orderNow() {
    if (line || (await addChosenVariant())) await router.push(CHECKOUT_PATH);
  }

  return (
    <div className={styles.actions}>
      {line ? (
        <div className={styles.inBag}>
          <QuantityStepper
            quantity={line.quantity}
            itemName={product.name}
            onDecrease={() => void decrease()}
            onIncrease={() => void increase()}
            busy={busy}
          />
          <span className={styles.inBagNote}>{t('In your bag')}</span>
        </div>
      ) : (
        <button type="button" className={styles.addButton} onClick={() => void addChosenVariant()} disabled={busy}>
          {t('Add to cart')}
        </button>
      )}
      <button type="button" className={styles.orderButton} onClick={() => void orderNow()} disabled={soldOut || busy}>
        {t('Order Now')}
      </button>
    </div>
  );
}
