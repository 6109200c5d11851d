/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectHeaderLogo } from '@/store/settingsSlice';
import styles from './Preloader.module.scss';

// Matches the fade in Preloader.module.scss.
const FADE_MS = 250;

/**
 * The header logo over the page until the browser session is back. An overlay, so the
 * server-rendered page stays in the document for crawlers and nothing moves when it fades away.
 */
export function Preloader({ sessionRestored }: { sessionRestored: boolean }) {
  const headerLogo = useAppSelector(selectHeaderLogo);
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    if (!sessionRestored) return;
    const timer = window.setTimeout(() => setRemoved(true), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [sessionRestored]);

  if (removed) return null;
  return (
    <div className={sessionRestored ? `${styles.preloader} ${styles.leaving}` : styles.preloader} aria-hidden="true">
      {headerLogo && <img className={styles.logo} src={headerLogo} alt="" width={180} height={48} />}
    </div>
  );
}
