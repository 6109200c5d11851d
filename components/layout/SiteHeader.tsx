import Link from 'next/link';
import type { SiteBranding } from '@/services/settings';
import styles from './SiteHeader.module.scss';

interface SiteHeaderProps {
  branding?: SiteBranding;
}

/** The minimal header of the first pages: the logo back to home and the site motto. */
export function SiteHeader({ branding }: SiteHeaderProps) {
  const siteName = branding?.siteName;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.home}>
          {branding?.headerLogo ? (
            <img
              src={branding.headerLogo}
              alt={siteName ? `${siteName} home` : 'Home'}
              width={160}
              height={40}
              className={styles.logo}
            />
          ) : (
            <span>{siteName ?? 'Home'}</span>
          )}
        </Link>
        {branding?.siteMotto && <p className={styles.motto}>{branding.siteMotto}</p>}
      </div>
    </header>
  );
}
