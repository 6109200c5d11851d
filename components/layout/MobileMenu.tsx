/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useState } from 'react';
import { Dialog } from '@/components/common/Dialog';
import { ChevronDownIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import { useAppSelector } from '@/store/hooks';
import { selectMegaMenus } from '@/store/settingsSlice';
import { categoryPath } from '@/utils/sitePaths';
import styles from './MegaMenu.module.scss';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The phone menu: a slide-in list of categories whose sub-categories unfold in place. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const menus = useAppSelector(selectMegaMenus);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const t = useText('layout');

  return (
    <Dialog open={open} onClose={onClose} title={t('Menu')} placement="left" closeLabel={t('Close menu')}>
      <nav aria-label={t('Categories')}>
        <ul className={styles.mobileList}>
          {menus.map((entry) => {
            const expanded = expandedId === entry.id;
            const subListId = `mobile-menu-${entry.id}`;
            return (
              <li key={entry.id} className={styles.mobileItem}>
                <div className={styles.mobileRow}>
                  <Link href={categoryPath(entry.slug)} className={styles.mobileLink}>
                    {entry.icon && <img src={entry.icon} alt="" width={28} height={28} className={styles.mobileIcon} />}
                    {entry.name}
                  </Link>
                  {entry.megamenucategories.length > 0 && (
                    <button
                      type="button"
                      className={styles.mobileToggle}
                      aria-expanded={expanded}
                      aria-controls={subListId}
                      aria-label={t('{name} sub-categories', { name: entry.name })}
                      onClick={() => setExpandedId(expanded ? null : entry.id)}
                    >
                      <ChevronDownIcon size={18} />
                    </button>
                  )}
                </div>
                {entry.megamenucategories.length > 0 && (
                  <ul id={subListId} className={styles.mobileSubList} hidden={!expanded}>
                    {entry.megamenucategories.map((child) => (
                      <li key={child.id}>
                        <Link href={categoryPath(child.slug)}>{child.name}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </Dialog>
  );
}
