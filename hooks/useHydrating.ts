import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React renders on the server or hydrates what the server sent (also a part of the page that
 * hydrates late), false in every later render: a hydrated component renders once more, with false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
