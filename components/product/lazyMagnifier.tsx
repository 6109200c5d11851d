import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import type { MagnifierProps } from './Magnifier';

// The magnifier needs a pointer that hovers (a mouse or a pen), so it is left out of the first paint,
// and a screen with touch alone never loads its script. A mouse plugged in later brings it.
const HOVERING_POINTER = '(any-hover: hover)';

const LoadedMagnifier = dynamic(() => import('./Magnifier').then((module) => module.Magnifier), { ssr: false });

function subscribeToPointers(onChange: () => void): () => void {
  const query = window.matchMedia?.(HOVERING_POINTER);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

// A browser that cannot tell (no media queries) gets the magnifier, which ignores touch itself.
const hasHoveringPointer = () => window.matchMedia?.(HOVERING_POINTER).matches ?? true;
const onServer = () => false;

export function Magnifier(props: MagnifierProps) {
  const hovering = useSyncExternalStore(subscribeToPointers, hasHoveringPointer, onServer);
  return hovering ? <LoadedMagnifier {...props} /> : null;
}
