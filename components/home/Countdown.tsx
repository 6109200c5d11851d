import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale, useText } from '@/hooks/useLocale';
import { countdownParts, padCountdownPart, secondsLeft } from '@/utils/countdown';
import { localizeDigits } from '@/utils/locale';
import styles from './Countdown.module.scss';

const TICK_MS = 1000;
const noSubscription = () => () => undefined;

interface CountdownProps {
  /** ISO timestamp the countdown runs to. */
  endDate: string;
  /**
   * The moment the first render counts from: the server's render time, so the server's HTML and the
   * browser's first render agree; the browser switches to its own clock right after.
   */
  startedAt: number;
  label?: string;
}

/** Days, hours, minutes and seconds to `endDate`, ticking every second; it stops at zero. */
export function Countdown({ endDate, startedAt, label = 'Ends in' }: CountdownProps) {
  const [clock, setClock] = useState(() => Date.now());
  // The server's HTML and the hydrating render count from startedAt; the browser's clock takes over after.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const now = hydrated ? clock : startedAt;
  const locale = useLocale();
  const t = useText('home');

  useEffect(() => {
    if (secondsLeft(endDate, Date.now()) === 0) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setClock(current);
      if (secondsLeft(endDate, current) === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endDate]);

  const parts = countdownParts(endDate, now);
  const units = [
    { value: String(parts.days), unit: parts.days === 1 ? 'Day' : 'Days' },
    { value: padCountdownPart(parts.hours), unit: 'Hrs' },
    { value: padCountdownPart(parts.minutes), unit: 'Min' },
    { value: padCountdownPart(parts.seconds), unit: 'Sec' },
  ];

  return (
    <div className={styles.countdown}>
      <span className={styles.label}>{parts.ended ? t('Ended') : t(label)}</span>
      <span role="timer" className={styles.units}>
        {units.map(({ value, unit }) => (
          <span key={unit} className={styles.unit}>
            <span className={styles.value}>{localizeDigits(value, locale)}</span>
            <span className={styles.unitName}>{t(unit)}</span>
          </span>
        ))}
      </span>
    </div>
  );
}
