import { useEffect } from 'react';
import { useHomeSectionQuery, type HomeSection } from '@/store/api/homeApi';
import type { SectionLoad } from './LazySection';

interface HomeSectionQueryProps {
  section: HomeSection;
  onLoaded: (load: SectionLoad) => void;
}

/** Asks for a home section's content; shows nothing itself. */
export default function HomeSectionQuery({ section, onLoaded }: HomeSectionQueryProps) {
  const { data, isError } = useHomeSectionQuery(section);

  useEffect(() => {
    if (isError) onLoaded({ status: 'failed' });
    else if (data !== undefined) onLoaded({ status: 'loaded', data });
  }, [onLoaded, data, isError]);
  return null;
}
