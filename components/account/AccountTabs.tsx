import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './AccountTabs.module.scss';

interface AccountTab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface AccountTabsProps<Id extends string> {
  label: string;
  tabs: AccountTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/** Tabs with the keyboard contract of a tab list; every panel stays mounted, so switching keeps what was typed. */
export function AccountTabs<Id extends string>({ label, tabs, selected, onSelect }: AccountTabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const offsets: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in offsets) next = (index + offsets[event.key] + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    tabRefs.current.get(tabs[next].id)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={moveFocus}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}
