import { loginPathFor } from '@/components/app/loginRedirect';
import { Breadcrumb } from '@/components/category/Breadcrumb';
import { BagIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { useText } from '@/hooks/useLocale';
import { selectBagLines, selectBagPieceCount } from '@/store/bagSlice';
import { loadBagReads } from '@/store/bagChanges';
import { selectBagSummary } from '@/store/bagSummarySlice';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectCheckoutPath } from '@/store/selectors';
import type { RootState } from '@/store/store';
import type { BagLine } from '@/utils/bag';
import { itemCountLabel } from '@/utils/itemCount';
import { CART_PATH, CHECKOUT_PATH, HOME_PATH } from '@/utils/sitePaths';
import { BagLineRow } from './BagLineRow';
import { EMPTY_BAG_TEXT } from './BagPanel';
import { CouponBox } from './CouponBox';
import { FreeDeliveryProgress } from './FreeDeliveryProgress';
import { OrderSummary } from './OrderSummary';
import { PromotionProgress } from './PromotionProgress';
import { useBagRefresh } from './useBagRefresh';
import { useBagFigures } from './useBagFigures';
import { usePromotion } from './usePromotion';
import styles from './BagTemplate.module.scss';

const BAG_TITLE = 'Shopping Bag';
const BAG_REFRESH_FAILED = 'Your bag could not be loaded just now. Please try again.';
const SKELETON_ROWS = 2;

/** Checkout, or the login page that comes back to checkout when the shopper may not check out as they are. */
function selectCheckoutHref(state: RootState): string {
  const path = selectCheckoutPath(state);
  return path === CHECKOUT_PATH ? path : loginPathFor(CHECKOUT_PATH);
}

/** The full bag page: every line with its quantity, the promotion, a coupon and the order summary. */
export function BagTemplate() {
  const lines = useAppSelector(selectBagLines);
  const pieceCount = useAppSelector(selectBagPieceCount);
  const { status, retry, bagQuery } = useBagRefresh();
  const t = useText('bag');
  const title = t(BAG_TITLE);

  let content;
  if (lines.length > 0) content = <BagContents lines={lines} pieceCount={pieceCount} />;
  else if (status === 'loading') content = <BagSkeleton />;
  else if (status === 'failed') content = null;
  else content = <EmptyBag />;

  return (
    <div className={styles.page}>
      <PrivatePageHead title={title} />
      {bagQuery}
      <Breadcrumb trail={[]} current={title} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lines.length > 0 && <span className={styles.count}>({itemCountLabel(pieceCount, t)})</span>}
      </header>
      {status === 'failed' && (
        <div className={styles.failure} role="alert">
          <p>{t(BAG_REFRESH_FAILED)}</p>
          <button type="button" onClick={retry}>
            {t('Try again')}
          </button>
        </div>
      )}
      {content}
    </div>
  );
}

function BagContents({ lines, pieceCount }: { lines: BagLine[]; pieceCount: number }) {
  const store = useAppStore();
  const summary = useAppSelector(selectBagSummary);
  const checkoutHref = useAppSelector(selectCheckoutHref);
  const { promotion, promotionQuery } = usePromotion(pieceCount);
  const t = useText('bag');
  const figures = useBagFigures();
  const refreshSummary = () => loadBagReads().then((reads) => reads.refreshBagTotals(store));

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <div className={styles.columns} aria-hidden="true">
          <span>{t('Product')}</span>
          <span>{t('Price')}</span>
          <span>{t('Quantity')}</span>
          <span>{t('Total')}</span>
        </div>
        <ul className={styles.lines} aria-label={t('Items in your bag')}>
          {lines.map((line) => (
            <BagLineRow key={line.barcode} line={line} />
          ))}
        </ul>
      </div>
      {/* The progress hints answer after the lines: above the totals they push no line down as they arrive. */}
      <aside className={styles.aside}>
        {promotionQuery}
        {promotion && <PromotionProgress promotion={promotion} />}
        <FreeDeliveryProgress summary={summary} />
        <CouponBox
          applied={figures.coupon}
          returnPath={CART_PATH}
          onApplied={refreshSummary}
          onRemoved={refreshSummary}
          titleLevel="h2"
        />
        <OrderSummary figures={figures} checkoutHref={checkoutHref} continueHref={HOME_PATH} />
      </aside>
    </div>
  );
}

function EmptyBag() {
  const t = useText('bag');
  return (
    <div className={styles.empty}>
      <BagIcon size={56} className={styles.emptyIcon} />
      <p className={styles.emptyTitle}>{t(EMPTY_BAG_TEXT)}</p>
      <p className={styles.emptyText}>{t('Your bag is empty. New arrivals, festive wear and everyday favourites are waiting for you.')}</p>
      <Link href={HOME_PATH} className={styles.emptyAction}>
        {t('Start shopping')}
      </Link>
    </div>
  );
}

function BagSkeleton() {
  const t = useText('bag');
  return (
    <div className={styles.skeleton} role="status" aria-label={t('Loading your bag')}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <span className={styles.skeletonThumb} />
          <span className={styles.skeletonLines}>
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}
