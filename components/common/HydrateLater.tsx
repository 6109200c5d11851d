import { Suspense, type ReactNode } from 'react';
import styles from './HydrateLater.module.scss';

// Preact hydrates a page in one task. A section wrapped here keeps the server's markup in that task and
// is hydrated in a task of its own right after, the sections one after the other, so that no single task
// keeps a tap waiting for long. While it waits, Preact keeps the section's one element: the wrapper.

/** Whether the page is in its first render over the server's markup; sections met later render at once. */
let firstPass = typeof document !== 'undefined' && document.getElementById('__NEXT_DATA__') !== null;
const turns = new Map<string, Promise<void>>();
const hydrated = new Set<string>();
let lastTurn: Promise<void> = Promise.resolve();

function newTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function turnOf(name: string): Promise<void> {
  let turn = turns.get(name);
  if (!turn) {
    if (turns.size === 0) setTimeout(() => (firstPass = false), 0);
    turn = lastTurn = lastTurn.then(newTask).then(() => {
      hydrated.add(name);
    });
    turns.set(name, turn);
  }
  return turn;
}

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  if (firstPass && !hydrated.has(name)) throw turnOf(name);
  return children;
}

interface HydrateLaterProps {
  /** Unique on the page: the section's turn is kept under it. */
  name: string;
  children: ReactNode;
}

export function HydrateLater({ name, children }: HydrateLaterProps) {
  const section = <div className={styles.section}>{children}</div>;
  if (typeof window === 'undefined') return section;
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{section}</WaitForTurn>
    </Suspense>
  );
}
