import Head from 'next/head';
import Link from 'next/link';
import styles from './NotFoundTemplate.module.scss';

export function NotFoundTemplate() {
  return (
    <div className={styles.page}>
      <Head>
        <title>Page not found</title>
      </Head>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you are looking for has moved or no longer exists.</p>
      <Link href="/" className={styles.action}>
        Continue shopping
      </Link>
    </div>
  );
}
