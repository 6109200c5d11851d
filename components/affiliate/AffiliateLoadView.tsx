import type { ReactNode } from 'react';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import { HOME_PATH } from '@/utils/sitePaths';
import { AFFILIATE_MESSAGES, AFFILIATE_PATHS } from './affiliateText';
import type { AffiliateData } from './affiliateLoad';
import styles from './AffiliateLoadView.module.scss';

interface AffiliateLoadViewProps<T> {
  data: Pick<AffiliateData<T>, 'load' | 'retry'>;
  /** Read while loading, such as "Loading your earnings…" (in English, shown in the page's language). */
  loadingText: string;
  children: (data: T) => ReactNode;
}

/** A customer who is not an approved affiliate is invited to apply instead. */
function AffiliatesOnly() {
  const t = useText('affiliate');
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>{t(AFFILIATE_MESSAGES.affiliatesOnly)}</p>
      <p>
        {t('Join our affiliate programme to share the shop with your friends and followers and earn a commission on every order they place.')}
      </p>
      <Link href={AFFILIATE_PATHS.registration} className={styles.action}>
        {t('Become an affiliate')}
      </Link>
    </div>
  );
}

function ProgrammeClosed() {
  const t = useText('affiliate');
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>{t(AFFILIATE_MESSAGES.programmeClosed)}</p>
      <Link href={HOME_PATH} className={styles.action}>
        {t('Continue shopping')}
      </Link>
    </div>
  );
}

/** What an affiliate page shows for its data: loading, the data, or why there is none (with a way on). */
export function AffiliateLoadView<T>({ data: { load, retry }, loadingText, children }: AffiliateLoadViewProps<T>) {
  const t = useText('affiliate');
  switch (load.state) {
    case 'ready':
      return children(load.data);
    case 'loading':
      return (
        <p className={styles.loading} role="status">
          {t(loadingText)}
        </p>
      );
    case 'denied':
      return <AffiliatesOnly />;
    case 'closed':
      return <ProgrammeClosed />;
    case 'failed':
      return (
        <div className={styles.failed}>
          <p role="alert">{t(AFFILIATE_MESSAGES.loadFailed)}</p>
          <button type="button" onClick={retry} className={styles.retry}>
            {t('Try again')}
          </button>
        </div>
      );
  }
}
