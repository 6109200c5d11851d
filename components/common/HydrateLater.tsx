import { Suspense, type ReactNode } from 'react';
import { NEAR_VIEWPORT_MARGIN } from '@/hooks/useNearViewport';
import styles from './HydrateLater.module.scss';

// Preact hydrates a page in one task. A section wrapped here keeps the server's markup, and waits with its
// scripts until it comes near the screen or the shopper reaches into it; then it is hydrated on the same
// elements in a task of its own. So a page hydrates at load only what its first screen shows, and no
// single task keeps a tap waiting for long. While it waits, Preact keeps the section's one element: the wrapper.
// Hydrating sets no attributes, so wrap only what renders the same while it waits (a keyed card, a section
// of the page's own props): one re-rendered with other props before its turn keeps the server's attributes.

/** Whether the page is in its first render over the server's markup; sections met later render at once. */
let firstPass = typeof document !== 'undefined' && document.getElementById('__NEXT_DATA__') !== null;
const turns = new Map<string, Promise<void>>();
const hydrated = new Set<string>();
let lastTask: Promise<void> = Promise.resolve();

// A tap, a focus or a key inside a waiting section hydrates it before the event that follows (the click),
// ahead of the sections queued for being near.
const REACHES = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function newTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The next task of the sections' queue: two sections that come near together hydrate one after the other. */
function taskOfItsOwn(): Promise<void> {
  lastTask = lastTask.then(newTask);
  return lastTask;
}

function wrapperOf(name: string): Element | undefined {
  return Array.from(document.querySelectorAll('[data-hydrate-later]')).find((element) => element.getAttribute('data-hydrate-later') === name);
}

/** Resolves once the section's server markup comes near the screen; `stop` ends the watch. */
function whenNear(wrapper: Element | undefined): { near: Promise<void>; stop: () => void } {
  const boxes = wrapper ? Array.from(wrapper.children) : [];
  // Without the markup or the observer a section hydrates right after the page, rather than never.
  if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') return { near: Promise.resolve(), stop: () => undefined };
  let observer: IntersectionObserver | undefined;
  const near = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) resolve();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    boxes.forEach((box) => observer?.observe(box));
  });
  return { near, stop: () => observer?.disconnect() };
}

/** Resolves once the shopper taps, focuses or types inside the section; `stop` ends the watch. */
function whenReached(wrapper: Element | undefined): { reached: Promise<void>; stop: () => void } {
  let reach = () => undefined as void;
  const reached = new Promise<void>((resolve) => {
    reach = () => resolve();
    REACHES.forEach((type) => wrapper?.addEventListener(type, reach, { passive: true }));
  });
  return { reached, stop: () => REACHES.forEach((type) => wrapper?.removeEventListener(type, reach)) };
}

function turnOf(name: string): Promise<void> {
  let turn = turns.get(name);
  if (!turn) {
    if (turns.size === 0) setTimeout(() => (firstPass = false), 0);
    const wrapper = wrapperOf(name);
    const { near, stop: stopWatching } = whenNear(wrapper);
    const { reached, stop: stopListening } = whenReached(wrapper);
    turn = Promise.race([near.then(taskOfItsOwn), reached]).then(() => {
      stopWatching();
      stopListening();
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
  const section = (
    <div className={styles.section} data-hydrate-later={name}>
      {children}
    </div>
  );
  if (typeof window === 'undefined') return section;
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{section}</WaitForTurn>
    </Suspense>
  );
}
