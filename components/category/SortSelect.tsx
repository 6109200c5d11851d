import { useId } from 'react';
import { useText } from '@/hooks/useLocale';
import { LISTING_SORTS, type ListingSort } from '@/utils/listingQuery';
import styles from './SortSelect.module.scss';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest',
  price_low_to_high: 'Price: low to high',
  price_high_to_low: 'Price: high to low',
  popularity: 'Popularity',
};

interface SortSelectProps {
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  const t = useText('category');
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {t('Sort by')}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as ListingSort)}>
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
