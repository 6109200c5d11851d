/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { BagIcon, HeartIcon, MenuIcon, UserIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { SearchBox } from '@/components/search/SearchBox';
import { useFormat, useText } from '@/hooks/useLocale';
import { LOGIN_PATH } from '@/services/http';
import { selectIsSignedIn } from '@/store/authSlice';
import { selectBagLineCount } from '@/store/bagSlice';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting, selectHeaderLogo } from '@/store/settingsSlice';
import { selectWishlistCount } from '@/store/wishlistSlice';
import { itemCountLabel } from '@/utils/itemCount';
import { HOME_PATH, PROFILE_PATH } from '@/utils/sitePaths';
import { LanguageSwitch } from './LanguageSwitch';
import { useLayout } from './LayoutContext';
import { MegaMenu } from './MegaMenu';
import styles from './SiteHeader.module.scss';

/** The header sticks once the page has scrolled 10px. */
const STICKY_HEADER_OFFSET = 10;

const WISHLIST_PATH = '/wishlist';

/**
 * Whether the header should stick, from a passive scroll listener. The header's height is measured as
 * it sticks, so the space it leaves keeps the page from jumping.
 */
function useStickyHeader(header: RefObject<HTMLElement | null>) {
  const [sticky, setSticky] = useState(false);
  const [reservedHeight, setReservedHeight] = useState<number | undefined>(undefined);

  useEffect(() => {
    function follow() {
      const shouldStick = window.scrollY > STICKY_HEADER_OFFSET;
      setSticky((current) => {
        if (shouldStick && !current && header.current) setReservedHeight(header.current.offsetHeight);
        return shouldStick;
      });
    }
    // The first look waits for the next frame and shares its layout: read at once, while the page
    // starts, scrollY forced a layout of its own.
    const firstLook = requestAnimationFrame(follow);
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(firstLook);
      window.removeEventListener('scroll', follow);
    };
  }, [header]);

  return { sticky, reservedHeight: sticky ? reservedHeight : undefined };
}

function countBadge(count: number, formatNumber: (value: number) => string) {
  return count > 0 ? (
    <span className={styles.badge} aria-hidden="true">
      {count > 99 ? `${formatNumber(99)}+` : formatNumber(count)}
    </span>
  ) : null;
}

// The phone menu and its dialog load when the menu is first opened.
const MobileMenu = dynamic(() => import('./MobileMenu').then((module) => module.MobileMenu), { ssr: false });

/** The site header: menu, logo, search, account, wishlist and bag. */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);
  const { sticky, reservedHeight } = useStickyHeader(headerRef);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  if (menuOpen && !menuRequested) setMenuRequested(true);
  const { openCartPanel } = useLayout();
  const logo = useAppSelector(selectHeaderLogo);
  const siteName = useAppSelector((state) => selectBusinessSetting(state, 'site_name'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const bagLineCount = useAppSelector(selectBagLineCount);
  const t = useText('layout');
  const { number } = useFormat();

  return (
    <div className={styles.slot} style={{ height: reservedHeight }}>
      <header ref={headerRef} className={`${styles.header} ${sticky ? styles.sticky : ''}`} data-sticky={sticky}>
        <div className={styles.utilityBar}>
          <LanguageSwitch />
        </div>
        <div className={styles.bar}>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            onClick={() => setMenuOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-label={t('Open menu')}
          >
            <MenuIcon />
          </button>

          <Link href={HOME_PATH} className={styles.home}>
            {logo ? (
              <img src={logo} alt={siteName ? t('{siteName} home', { siteName }) : t('Home')} width={240} height={64} className={styles.logo} />
            ) : (
              <span className={styles.siteName}>{siteName ?? t('Home')}</span>
            )}
          </Link>

          <div className={styles.searchSlot}>
            <SearchBox />
          </div>

          <nav className={styles.actions} aria-label={t('Your account')}>
            <Link
              href={signedIn ? PROFILE_PATH : LOGIN_PATH}
              className={styles.iconButton}
              aria-label={signedIn ? t('My account') : t('Sign in')}
            >
              <UserIcon />
              <span className={styles.actionLabel}>{signedIn ? t('Account') : t('Sign in')}</span>
            </Link>
            <Link href={WISHLIST_PATH} className={styles.iconButton}>
              <HeartIcon />
              {countBadge(wishlistCount, number)}
              <span className={styles.actionLabel} aria-hidden="true">{t('Wishlist')}</span>
              <span className={styles.name}>{t('Wishlist, {items}', { items: itemCountLabel(wishlistCount, t) })}</span>
            </Link>
            <button type="button" className={styles.iconButton} onClick={openCartPanel} aria-haspopup="dialog">
              <BagIcon />
              {countBadge(bagLineCount, number)}
              <span className={styles.actionLabel} aria-hidden="true">{t('Bag')}</span>
              <span className={styles.name}>{t('Shopping bag, {items}', { items: itemCountLabel(bagLineCount, t) })}</span>
            </button>
          </nav>
        </div>
        <MegaMenu />
      </header>
      {menuRequested && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </div>
  );
}
