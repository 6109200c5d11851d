/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronDownIcon } from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import { useAppSelector } from '@/store/hooks';
import { type MegaMenuLinks, selectMegaMenus } from '@/store/settingsSlice';
import { useText } from '@/hooks/useLocale';
import { categoryPath } from '@/utils/sitePaths';
import styles from './MegaMenu.module.scss';

/**
 * The desktop category bar: each top-level category links to its page; its sub-categories open in a
 * panel on mouse hover, or with the chevron button (touch and keyboard; Escape closes).
 */
export function MegaMenu() {
  const menus = useAppSelector(selectMegaMenus);
  const [openId, setOpenId] = useState<number | null>(null);
  const t = useText('layout');
  if (menus.length === 0) return null;

  return (
    <nav className={styles.bar} aria-label={t('Categories')}>
      <ul className={styles.list}>
        {menus.map((entry) => (
          <MegaMenuItem
            key={entry.id}
            entry={entry}
            open={openId === entry.id}
            onOpen={() => setOpenId(entry.id)}
            onClose={() => setOpenId((current) => (current === entry.id ? null : current))}
          />
        ))}
      </ul>
    </nav>
  );
}

interface MegaMenuItemProps {
  entry: MegaMenuLinks;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function MegaMenuItem({ entry, open, onOpen, onClose }: MegaMenuItemProps) {
  const panelId = useId();
  const t = useText('layout');
  const children = entry.megamenucategories;
  const hasPanel = children.length > 0;

  const togglePointer = useRef('');

  // Touch pointers fire enter events too; only a mouse opens on hover, so a tap on the chevron toggles once.
  const openOnHover = (event: PointerEvent) => event.pointerType === 'mouse' && hasPanel && onOpen();
  const closeOnLeave = (event: PointerEvent) => event.pointerType === 'mouse' && onClose();

  // A mouse has already opened the panel by hovering, so its click keeps it open; taps and keys toggle.
  function toggle() {
    const byMouse = togglePointer.current === 'mouse';
    togglePointer.current = '';
    if (!open) onOpen();
    else if (!byMouse) onClose();
  }

  function closeWhenFocusLeaves(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onClose();
  }

  function closeOnEscape(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    onClose();
    event.currentTarget.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus();
  }

  return (
    <li
      className={`${styles.item} ${open ? styles.itemOpen : ''}`}
      onPointerEnter={openOnHover}
      onPointerLeave={closeOnLeave}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
    >
      <Link href={categoryPath(entry.slug)} className={styles.topLink} onClick={onClose}>
        {entry.name}
      </Link>
      {hasPanel && (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('{name} sub-categories', { name: entry.name })}
            onPointerDown={(event) => {
              togglePointer.current = event.pointerType;
            }}
            onClick={toggle}
          >
            <ChevronDownIcon size={16} />
          </button>
          {/* Rendered while open: every page's HTML and hydration skip the closed panels (about 125 elements). */}
          <div id={panelId} className={styles.panel} hidden={!open}>
            {open && (
              <div className={styles.panelInner}>
                <div className={styles.column}>
                  <p className={styles.heading}>{entry.name}</p>
                  <ul className={styles.subList}>
                    {children.map((child) => (
                      <li key={child.id}>
                        <Link href={categoryPath(child.slug)} onClick={onClose}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link href={categoryPath(entry.slug)} className={styles.shopAll} onClick={onClose}>
                    {t('Shop all {name}', { name: entry.name })}
                  </Link>
                </div>
                {entry.banner && (
                  <Link href={categoryPath(entry.slug)} className={styles.banner} onClick={onClose} tabIndex={-1} aria-hidden="true">
                    <img src={entry.banner} alt="" width={480} height={200} loading="lazy" />
                  </Link>
                )}
              </div>
            )}
          </div>
        </>
      )}
    </li>
  );
}
