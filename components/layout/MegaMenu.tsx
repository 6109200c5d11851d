import Link from 'next/link';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Dialog } from '@/components/common/Dialog';
import { ChevronDownIcon } from '@/components/common/icons';
import type { MegaMenuEntry } from '@/services/types';
import { useAppSelector } from '@/store/hooks';
import { selectMegaMenus } from '@/store/settingsSlice';
import { categoryPath } from '@/utils/sitePaths';
import styles from './MegaMenu.module.scss';

/**
 * The desktop category bar: each top-level category links to its page; its sub-categories open in a
 * panel on mouse hover, or with the chevron button (touch and keyboard; Escape closes).
 */
export function MegaMenu() {
  const menus = useAppSelector(selectMegaMenus);
  const [openId, setOpenId] = useState<number | null>(null);
  if (menus.length === 0) return null;

  return (
    <nav className={styles.bar} aria-label="Categories">
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
  entry: MegaMenuEntry;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function MegaMenuItem({ entry, open, onOpen, onClose }: MegaMenuItemProps) {
  const panelId = useId();
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
            aria-label={`${entry.name} sub-categories`}
            onPointerDown={(event) => {
              togglePointer.current = event.pointerType;
            }}
            onClick={toggle}
          >
            <ChevronDownIcon size={16} />
          </button>
          <div id={panelId} className={styles.panel} hidden={!open}>
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
                  Shop all {entry.name}
                </Link>
              </div>
              {entry.banner && (
                <Link href={categoryPath(entry.slug)} className={styles.banner} onClick={onClose} tabIndex={-1} aria-hidden="true">
                  <img src={entry.banner} alt="" width={480} height={200} loading="lazy" />
                </Link>
              )}
            </div>
          </div>
        </>
      )}
    </li>
  );
}

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The phone menu: a slide-in list of categories whose sub-categories unfold in place. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const menus = useAppSelector(selectMegaMenus);
  const [expandedId, setExpandedId] = useState<number | null>(null);

  return (
    <Dialog open={open} onClose={onClose} title="Menu" placement="left" closeLabel="Close menu">
      <nav aria-label="Categories">
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
                      aria-label={`${entry.name} sub-categories`}
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
