import { Breadcrumb } from '@/components/category/Breadcrumb';
import { Link } from '@/components/common/Link';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { loginPathFor } from '@/components/app/loginRedirect';
import { useText } from '@/hooks/useLocale';
import { selectIsSignedIn, selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { HOME_PATH, REQUEST_STOCK_PATH } from '@/utils/sitePaths';
import { MyStockRequests } from './MyStockRequests';
import { RequestedItem } from './RequestedItem';
import type { StockRequestQuery } from './stockRequestDisplay';
import styles from './RequestStockTemplate.module.scss';

const REQUEST_STOCK_TITLE = 'Notify me when available';
const MY_REQUESTS_TITLE = 'My back-in-stock requests';
const ALERTS_TITLE = 'Back-in-stock alerts';

/** Until the stored session is back after hydration, nobody is known to be a guest or a customer. */
type Visitor = 'unknown' | 'guest' | 'customer';

function useVisitor(): Visitor {
  const token = useAppSelector(selectToken);
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return 'customer';
  return token ? 'guest' : 'unknown';
}

/**
 * `/request-stock` (a route nobody links to visibly yet). With `?product=&variant=` (or
 * `&barcode=`) a shopper asks to be told when that item is back; without, a customer sees their
 * requests and a guest what the alerts are.
 */
export function RequestStockTemplate({ query }: { query: StockRequestQuery }) {
  const visitor = useVisitor();
  const t = useText('stockRequest');
  const title = t(query.productSlug ? REQUEST_STOCK_TITLE : visitor === 'customer' ? MY_REQUESTS_TITLE : ALERTS_TITLE);
  return (
    <div className={styles.page}>
      <PrivatePageHead title={title} />
      <Breadcrumb trail={[]} current={title} />
      <h1 className={styles.title}>{title}</h1>
      {query.productSlug ? (
        <RequestedItem productSlug={query.productSlug} query={query} signedIn={visitor === 'customer'} />
      ) : visitor === 'customer' ? (
        <MyStockRequests page={query.page} />
      ) : visitor === 'guest' ? (
        <GuestExplanation />
      ) : (
        <p className={styles.status} role="status">
          {t('Loading…')}
        </p>
      )}
    </div>
  );
}

function GuestExplanation() {
  const t = useText('stockRequest');
  return (
    <div className={styles.explanation}>
      <p>
        {t(
          'Sold out in your size? Open the product, choose the colour and size, and ask us to tell you when it is back. We send one message to your email or phone as soon as it returns.',
        )}
      </p>
      <p>{t('Signed-in customers can follow all their requests on this page.')}</p>
      <div className={styles.actions}>
        <Link href={loginPathFor(REQUEST_STOCK_PATH)} className={styles.primaryAction}>
          {t('Log in to see your requests')}
        </Link>
        <Link href={HOME_PATH} className={styles.secondaryAction}>
          {t('Continue shopping')}
        </Link>
      </div>
    </div>
  );
}
