import Head from 'next/head';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import styles from './NotFoundTemplate.module.scss';

export function NotFoundTemplate() {
  const t = useText('widgets');
  return (
    <div className={styles.page}>
      <Head>
        <title>{t('Page not found')}</title>
      </Head>
      <h1 className={styles.title}>{t('Page not found')}</h1>
      <p className={styles.text}>{t('The page you are looking for has moved or no longer exists.')}</p>
      <Link href="/" className={styles.action}>
        {t('Continue shopping')}
      </Link>
    </div>
  );
}
