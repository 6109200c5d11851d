import Head from 'next/head';
import Link from 'next/link';
import { SiteHeader } from '@/components/layout/SiteHeader';
import styles from './NotFoundTemplate.module.scss';

export function NotFoundTemplate() {
  return (
    <>
      <Head>
        <title>Page not found</title>
      </Head>
      <SiteHeader />
      <main className={styles.main}>
        <h1 className={styles.title}>Page not found</h1>
        <p className={styles.text}>The page you are looking for has moved or no longer exists.</p>
        <Link href="/" className={styles.action}>
          Continue shopping
        </Link>
      </main>
    </>
  );
}
