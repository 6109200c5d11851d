import { useId, useRef, useState, type FormEvent } from 'react';
import { useFormat, useText } from '@/hooks/useLocale';
import { useTypedBeforeHydration } from '@/hooks/useTypedBeforeHydration';
import { chosenPriceRange, type ListingFilters, type PriceBounds } from '@/utils/listingQuery';
import styles from './PriceRangeFilter.module.scss';

type PriceRange = Pick<ListingFilters, 'minPrice' | 'maxPrice'>;

interface PriceRangeFilterProps {
  /** The slider's ends, from the cheapest and dearest products the other filters leave. */
  bounds: PriceBounds;
  value: PriceRange;
  onApply: (range: PriceRange) => void;
}

function amountOf(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

function clamp(amount: number, bounds: PriceBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, amount));
}

/**
 * A dual slider with a box for each end; the range applies when the shopper presses Apply (or Enter).
 * Remount it (a new `key`) when the applied range or the bounds change so the boxes show them.
 */
export function PriceRangeFilter({ bounds, value, onApply }: PriceRangeFilterProps) {
  const id = useId();
  const t = useText('category');
  const { price } = useFormat();
  const [lowText, setLowText] = useState(String(value.minPrice ?? bounds.min));
  const [highText, setHighText] = useState(String(value.maxPrice ?? bounds.max));
  const low = clamp(amountOf(lowText) ?? bounds.min, bounds);
  const high = clamp(amountOf(highText) ?? bounds.max, bounds);
  const span = bounds.max - bounds.min;
  const fillStart = ((Math.min(low, high) - bounds.min) / span) * 100;
  const fillEnd = ((Math.max(low, high) - bounds.min) / span) * 100;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(chosenPriceRange(amountOf(lowText), amountOf(highText), bounds));
  }

  return (
    <form className={styles.range} onSubmit={apply} aria-label={t('Price range')}>
      <div className={styles.slider}>
        <div className={styles.track} aria-hidden="true">
          <div className={styles.fill} style={{ left: `${fillStart}%`, right: `${100 - fillEnd}%` }} />
        </div>
        <input
          type="range"
          className={styles.thumb}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={low}
          aria-label={t('Lowest price')}
          aria-valuetext={price(low)}
          onChange={(event) => setLowText(String(Math.min(Number(event.target.value), high)))}
        />
        <input
          type="range"
          className={styles.thumb}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={high}
          aria-label={t('Highest price')}
          aria-valuetext={price(high)}
          onChange={(event) => setHighText(String(Math.max(Number(event.target.value), low)))}
        />
      </div>
      <div className={styles.fields}>
        <PriceField id={`${id}-min`} label={t('Min price')} value={lowText} onChange={setLowText} />
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <PriceField id={`${id}-max`} label={t('Max price')} value={highText} onChange={setHighText} />
        <button type="submit" className={styles.apply}>
          {t('Apply')}
        </button>
      </div>
    </form>
  );
}

interface PriceFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function PriceField({ id, label, value, onChange }: PriceFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, onChange);
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.fieldLabel}>{label}</span>
      <span className={styles.inputBox}>
        <span className={styles.currency} aria-hidden="true">
          ৳
        </span>
        <input
          ref={inputRef}
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={styles.input}
        />
      </span>
    </label>
  );
}
