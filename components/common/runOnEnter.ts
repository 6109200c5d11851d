import type { KeyboardEvent } from 'react';

/**
 * For a box of fields that may sit inside a larger form (the checkout's offers): Enter in one of its
 * fields runs the box's own action instead of submitting the form around it.
 */
export function runOnEnter(action: () => unknown) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void action();
  };
}
