import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { HydrationPart } from '@/components/app/HydrationPart';
import { FloatingBagButton } from '@/components/bag/FloatingBagButton';
import { NewsletterPopup } from '@/components/common/NewsletterPopup';
import { useText } from '@/hooks/useLocale';
import { useLayout } from './LayoutContext';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TopBanner } from './TopBanner';
import styles from './MainLayout.module.scss';

// The header's bag panel loads when it is first opened: no page needs it for its first paint.
const LayoutBagPanel = dynamic(
  () => import('@/components/bag/LayoutBagPanel').then((module) => module.LayoutBagPanel),
  { ssr: false },
);

const MAIN_CONTENT_ID = 'main-content';

interface MainLayoutProps {
  /** The floating bag button shows on every page but checkout. */
  showsFloatingCart: boolean;
  children: ReactNode;
}

// Kept as the same elements whenever the layout renders again (the bag panel opening), so that the
// header and the footer, each hydrated as a part of its own, receive no update before they have hydrated.
const headerPart = (
  <HydrationPart>
    <TopBanner />
    <SiteHeader />
  </HydrationPart>
);
const footerPart = (
  <HydrationPart>
    <SiteFooter />
  </HydrationPart>
);

/**
 * The frame of every page: top banner, header, the page in `main`, footer, and the bag and newsletter
 * overlays. The header, the page and the footer each hydrate as a part of their own (HydrationPart).
 */
export function MainLayout({ showsFloatingCart, children }: MainLayoutProps) {
  const { cartPanelOpen, closeCartPanel } = useLayout();
  const [cartPanelLoaded, setCartPanelLoaded] = useState(false);
  const t = useText('layout');
  if (cartPanelOpen && !cartPanelLoaded) setCartPanelLoaded(true);

  return (
    <div className={`${styles.frame} ${showsFloatingCart ? styles.withFloatingCart : ''}`}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('Skip to content')}
      </a>
      {headerPart}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <HydrationPart>{children}</HydrationPart>
      </main>
      {footerPart}
      {showsFloatingCart && <FloatingBagButton />}
      {cartPanelLoaded && <LayoutBagPanel open={cartPanelOpen} onClose={closeCartPanel} />}
      <NewsletterPopup />
    </div>
  );
}
