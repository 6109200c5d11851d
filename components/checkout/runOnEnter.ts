import type { KeyboardEvent } from 'react';

/**
 * The offer boxes sit inside the checkout form: Enter in one of their fields runs the box's own
 * action instead of submitting the order.
 */
export function runOnEnter(action: () => unknown) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void action();
  };
}
