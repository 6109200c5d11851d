import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '@/components/common/Dialog';
import { BagIcon, HeartIcon, UserIcon } from '@/components/common/icons';
import { useText } from '@/hooks/useLocale';
import { AccountTab } from './AccountTab';
import { BagPanel } from './BagPanel';
import { WishlistTab } from './WishlistTab';
import styles from './BagSidePanel.module.scss';

const TABS = [
  { key: 'bag', label: 'Cart', Icon: BagIcon },
  { key: 'wishlist', label: 'Wishlist', Icon: HeartIcon },
  { key: 'account', label: 'Account', Icon: UserIcon },
] as const;

type TabKey = (typeof TABS)[number]['key'];

interface BagSidePanelProps {
  open: boolean;
  onClose: () => void;
}

/** The floating button's side panel: Cart, Wishlist and Account tabs. */
export function BagSidePanel({ open, onClose }: BagSidePanelProps) {
  const idPrefix = useId();
  const [active, setActive] = useState<TabKey>('bag');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useText('bag');

  // Arrow keys move between tabs, Home and End jump to the ends (the ARIA tabs pattern).
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const current = TABS.findIndex((tab) => tab.key === active);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + TABS.length) % TABS.length;
    setActive(TABS[index].key);
    tabRefs.current[index]?.focus();
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('Your bag, wishlist and account')} titleHidden placement="right">
      <div className={styles.tabs} role="tablist" aria-label={t('Bag, wishlist and account')} onKeyDown={moveFocus}>
        {TABS.map(({ key, label, Icon }, index) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${key}-tab`}
            aria-controls={`${idPrefix}-${key}-panel`}
            aria-selected={active === key}
            tabIndex={active === key ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(key)}
          >
            <Icon size={20} />
            {t(label)}
          </button>
        ))}
      </div>
      {TABS.map(({ key }) => (
        <div
          key={key}
          role="tabpanel"
          id={`${idPrefix}-${key}-panel`}
          aria-labelledby={`${idPrefix}-${key}-tab`}
          hidden={active !== key}
          className={styles.panel}
        >
          {active === key && key === 'bag' && <BagPanel />}
          {active === key && key === 'wishlist' && <WishlistTab />}
          {active === key && key === 'account' && <AccountTab onSignedOut={onClose} />}
        </div>
      ))}
    </Dialog>
  );
}
