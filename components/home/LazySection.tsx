import dynamic from 'next/dynamic';
import { useRef, useState, type ReactNode } from 'react';
import { useNearViewport } from '@/hooks/useNearViewport';
import type { HomeSection, HomeSectionData, HomeSectionKind } from '@/store/api/homeApi';
import { PlaceholderBlock, type Placeholder } from './skeletons';

/** Where a section's content stands, as its query hands it on. */
export type SectionLoad = { status: 'waiting' } | { status: 'loaded'; data: unknown } | { status: 'failed' };

// Asked for by a module loaded after hydration, so the api stays out of the home page's first load.
const HomeSectionQuery = dynamic(() => import('./HomeSectionQuery'), { ssr: false });

interface LazySectionProps<Kind extends HomeSectionKind> {
  /** The content to ask for, once, when the section comes near the viewport. */
  section: HomeSection<Kind>;
  hasContent: (data: HomeSectionData<Kind>) => boolean;
  /** Stands in, at the final size, until the content arrives. */
  placeholder: Placeholder;
  children: (data: HomeSectionData<Kind>) => ReactNode;
}

/**
 * A home section further down the page: it loads on the client when it scrolls near, shows its
 * placeholder meanwhile, and is left out when its content is empty or cannot be loaded.
 */
export function LazySection<Kind extends HomeSectionKind>({ section, hasContent, placeholder, children }: LazySectionProps<Kind>) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholderRef);
  const [load, setLoad] = useState<SectionLoad>({ status: 'waiting' });
  // The section's query answers with the content of the section's own kind.
  const data = load.status === 'loaded' ? (load.data as HomeSectionData<Kind>) : null;
  return (
    <>
      {near && <HomeSectionQuery section={section} onLoaded={setLoad} />}
      {load.status === 'waiting' && <PlaceholderBlock ref={placeholderRef} placeholder={placeholder} />}
      {data !== null && hasContent(data) && children(data)}
    </>
  );
}
