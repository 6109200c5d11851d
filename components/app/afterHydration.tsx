import type { ComponentType } from 'react';
import { useHydrating } from '@/hooks/useHydrating';

/**
 * A component that next/dynamic loads without server rendering (`ssr: false`), rendered as the server
 * rendered it (its `Placeholder`, or nothing) for as long as React hydrates it. next/dynamic reads the
 * state of the component's chunk as the server's: in a part of the page that hydrates late
 * (HydrationPart), a chunk that had arrived meanwhile made the browser render the component where the
 * server had rendered the placeholder, and React threw the part's server HTML away (error #418).
 */
export function afterHydration<Props extends object>(Loaded: ComponentType<Props>, Placeholder?: ComponentType): ComponentType<Props> {
  return function AfterHydration(props: Props) {
    if (!useHydrating()) return <Loaded {...props} />;
    return Placeholder ? <Placeholder /> : null;
  };
}
