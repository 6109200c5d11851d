import Head from 'next/head';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import styles from './NotFoundTemplate.module.scss';

export const SERVER_ERROR_MESSAGE = 'The shop could not load this page right now. Your bag is kept; please try again in a moment.';

/** What a shopper sees when a page fails on the server: a plain message, never the error itself. */
export function ServerErrorTemplate() {
  const t = useText('widgets');
  return (
    <div className={styles.page}>
      <Head>
        <title>{t('Something went wrong')}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <h1 className={styles.title}>{t('Something went wrong')}</h1>
      <p className={styles.text} role="alert">
        {t(SERVER_ERROR_MESSAGE)}
      </p>
      <Link href="/" className={styles.action}>
        {t('Continue shopping')}
      </Link>
    </div>
  );
}
