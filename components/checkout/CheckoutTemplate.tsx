import { useRouter } from 'next/router';
import { useEffect, useState, type ReactElement } from 'react';
import { loginPathFor } from '@/components/app/loginRedirect';
import { useBagRefresh } from '@/components/bag/useBagRefresh';
import { Link } from '@/components/common/Link';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { CART_PATH, CHECKOUT_PATH, HOME_PATH } from '@/utils/sitePaths';
import { useText } from '@/hooks/useLocale';
import { selectIsSignedIn, selectToken } from '@/store/authSlice';
import { selectBagLines } from '@/store/bagSlice';
import { useAppSelector } from '@/store/hooks';
import { selectCheckoutPath } from '@/store/selectors';
import { CheckoutForm } from './CheckoutForm';
import { useCheckoutOptions } from './useCheckoutOptions';
import styles from './CheckoutTemplate.module.scss';

const CHECKOUT_TEXTS = {
  title: 'Checkout',
  loading: 'Loading your bag…',
  emptyTitle: 'Your bag is empty',
  emptyText: 'Add something you love, then come back here to check out.',
  emptyAction: 'Continue shopping',
  placed: 'Your order has been placed',
  placedNext: 'Taking you to the next step…',
} as const;

type CheckoutStage = 'session' | 'bag' | 'ready';

/**
 * Who may check out is known once the browser has a session (a guest or a customer token); the bag
 * is then fetched fresh from the server before the form shows.
 */
function useCheckoutStage(): { stage: CheckoutStage; bagQuery: ReactElement | null } {
  const router = useRouter();
  const sessionKnown = useAppSelector((state) => selectToken(state) !== null);
  const allowed = useAppSelector((state) => selectCheckoutPath(state) === CHECKOUT_PATH);
  const { status, bagQuery } = useBagRefresh(allowed);

  useEffect(() => {
    if (sessionKnown && !allowed) void router.replace(loginPathFor(CHECKOUT_PATH));
  }, [sessionKnown, allowed, router]);

  if (!sessionKnown || !allowed) return { stage: 'session', bagQuery };
  // A bag that cannot be fetched is still shown as the browser kept it; placing checks it anyway.
  return { stage: status === 'loading' ? 'bag' : 'ready', bagQuery };
}

/** `/checkout`: login unless guest checkout is on, then the form beside the order summary. */
export function CheckoutTemplate() {
  const { stage, bagQuery } = useCheckoutStage();
  const signedIn = useAppSelector(selectIsSignedIn);
  // The options load beside the bag rather than after it: one round trip less before the form.
  const { options, optionsQueries } = useCheckoutOptions(signedIn, stage !== 'session');
  const lines = useAppSelector(selectBagLines);
  const t = useText('checkout');
  const title = t(CHECKOUT_TEXTS.title);
  // Set once the order exists: the bag then empties, which must not show the empty-bag message.
  const [placed, setPlaced] = useState(false);

  let content;
  if (placed) {
    content = (
      <div className={styles.message} role="status">
        <p className={styles.messageTitle}>{t(CHECKOUT_TEXTS.placed)}</p>
        <p>{t(CHECKOUT_TEXTS.placedNext)}</p>
      </div>
    );
  } else if (stage !== 'ready') {
    content = (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t(CHECKOUT_TEXTS.loading)}
      </p>
    );
  } else if (lines.length === 0) {
    content = (
      <div className={styles.message}>
        <p className={styles.messageTitle}>{t(CHECKOUT_TEXTS.emptyTitle)}</p>
        <p>{t(CHECKOUT_TEXTS.emptyText)}</p>
        <Link href={HOME_PATH} className={styles.messageAction}>
          {t(CHECKOUT_TEXTS.emptyAction)}
        </Link>
      </div>
    );
  } else {
    content = <CheckoutForm options={options} onPlaced={() => setPlaced(true)} />;
  }

  return (
    <div className={styles.page}>
      <PrivatePageHead title={title} />
      <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={HOME_PATH}>{t('Home')}</Link>
          </li>
          <li>
            <Link href={CART_PATH}>{t('Shopping Bag')}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {bagQuery}
      {optionsQueries}
      {content}
    </div>
  );
}
