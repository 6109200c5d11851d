import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import styles from './RouteProgress.module.scss';

type Phase = 'idle' | 'loading' | 'finishing';

// Long enough for the bar to fill and fade (RouteProgress.module.scss).
const FINISH_MS = 450;

/** A slim bar across the top while the next page loads. */
export function RouteProgress() {
  const { events } = useRouter();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) setPhase('loading');
    };
    const finish = () => setPhase((current) => (current === 'loading' ? 'finishing' : current));
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', finish);
    events.on('routeChangeError', finish);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', finish);
      events.off('routeChangeError', finish);
    };
  }, [events]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = window.setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return <div className={`${styles.bar} ${styles[phase]}`} aria-hidden="true" />;
}
