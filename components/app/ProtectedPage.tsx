import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/components/common/toast';
import { PrivatePageHead } from '@/components/orders/PrivatePageHead';
import { useText } from '@/hooks/useLocale';
import { selectIsGuestOnly, selectIsSignedIn } from '@/store/authSlice';
import { HOME_PATH } from '@/store/authThunks';
import { useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/store';
import type { DictionaryName } from '@/utils/translations/bangla';
import { loginPathFor } from './loginRedirect';
import styles from './ProtectedPage.module.scss';

const NOT_AUTHORIZED_MESSAGE = 'You are not authorized to access this page';

type Visitor = 'customer' | 'guest' | 'anonymous';

/** A page's title in English, with the dictionary that has it in Bangla. */
export interface PageTitleText {
  text: string;
  dictionary: DictionaryName;
}

function visitorOf(state: RootState): Visitor {
  if (selectIsSignedIn(state)) return 'customer';
  return selectIsGuestOnly(state) ? 'guest' : 'anonymous';
}

interface ProtectedPageProps {
  /** Whether the stored session is back (useBrowserSession): until then nobody is known to be signed in. */
  sessionRestored: boolean;
  /** The page's title, for the head served before anyone is known to be signed in. */
  title?: PageTitleText;
  children: ReactNode;
}

/**
 * The extra wrapper of pages marked `Page.protected = true`: only a signed-in customer sees them. The
 * guard sends a guest (a guest id, no user) home with "You are not authorized to access this
 * page"; a visitor with no session at all goes to the login page, which brings them back afterwards.
 * Until then (and so in the server's HTML) the head carries the page's title and keeps it out of search
 * results; once the customer is in, the page's own head takes over.
 */
export function ProtectedPage({ sessionRestored, title, children }: ProtectedPageProps) {
  const router = useRouter();
  const t = useText('app');
  const translateTitle = useText(title?.dictionary);
  const visitor = useAppSelector(visitorOf);
  // Decided once per visit: the guest session that starts meanwhile must not send the visitor on twice.
  const decidedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!sessionRestored || decidedFor.current === router.asPath) return;
    decidedFor.current = router.asPath;
    if (visitor === 'guest') {
      toast.error(t(NOT_AUTHORIZED_MESSAGE), { toastId: NOT_AUTHORIZED_MESSAGE });
      void router.replace(HOME_PATH);
    } else if (visitor === 'anonymous') {
      void router.replace(loginPathFor(router.asPath));
    }
  }, [sessionRestored, visitor, router, t]);

  if (sessionRestored && visitor === 'customer') return children;
  return (
    <div className={styles.checking} role="status">
      <PrivatePageHead title={title && translateTitle(title.text)} />
      <span className={styles.spinner} aria-hidden="true" />
      {t('Checking your account…')}
    </div>
  );
}
