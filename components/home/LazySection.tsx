import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from '@/hooks/useNearViewport';

type LoadState<Data> = { status: 'waiting' } | { status: 'loaded'; data: Data } | { status: 'left-out' };

interface LazySectionProps<Data> {
  /** Fetches the section's content; called once, when the section comes near the viewport. */
  load: (signal: AbortSignal) => Promise<Data>;
  hasContent: (data: Data) => boolean;
  /** Stands in, at the final size, until the content arrives. */
  skeleton: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A home section further down the page: it loads on the client when it scrolls near, shows its
 * skeleton meanwhile, and is left out when its content is empty or cannot be loaded.
 */
export function LazySection<Data>({ load, hasContent, skeleton, children }: LazySectionProps<Data>) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholderRef);
  const [state, setState] = useState<LoadState<Data>>({ status: 'waiting' });

  useEffect(() => {
    if (!near) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState(hasContent(data) ? { status: 'loaded', data } : { status: 'left-out' }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'left-out' });
      },
    );
    return () => controller.abort();
  }, [near, load, hasContent]);

  if (state.status === 'loaded') return <>{children(state.data)}</>;
  if (state.status === 'left-out') return null;
  return (
    <div ref={placeholderRef} aria-busy="true">
      {skeleton}
    </div>
  );
}
