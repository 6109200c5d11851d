import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Hands over what the shopper typed into a server-rendered box before the scripts ran: React keeps such
 * text on screen when it hydrates but fires no change for it, so the component's state would still hold
 * the server's value. Runs once, when the box mounts, with the `adopt` of that first render.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, adopt: (typed: string) => void): void {
  const adoptTyped = useEffectEvent(adopt);
  useEffect(() => {
    const input = ref.current;
    // The value attribute is what the server sent; a different value was typed since.
    if (input && input.value !== input.defaultValue) adoptTyped(input.value);
  }, [ref]);
}
