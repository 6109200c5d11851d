import { useId, useState, type Ref } from 'react';
import { useText } from '@/hooks/useLocale';
import { RATING_WORDS, starsLabel } from './reviewDisplay';
import styles from './RatingInput.module.scss';

const STARS = [1, 2, 3, 4, 5] as const;

interface RatingInputProps {
  name: string;
  /** The chosen stars as text ('' while none is chosen), as the form holds it. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The id of the error shown beside the stars, when there is one. */
  errorId?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Five radio buttons drawn as stars: arrow keys move between them, hovering previews a rating. */
export function RatingInput({ name, value, onChange, onBlur, errorId, inputRef }: RatingInputProps) {
  const labelId = useId();
  const t = useText('reviews');
  const [previewed, setPreviewed] = useState<number | null>(null);
  const chosen = Number(value) || 0;
  const shown = previewed ?? chosen;

  return (
    <div
      className={styles.rating}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onMouseLeave={() => setPreviewed(null)}
    >
      <span id={labelId} className={styles.label}>
        {t('Your rating')}
      </span>
      <div className={styles.stars}>
        {STARS.map((stars) => (
          <label key={stars} className={`${styles.star} ${stars <= shown ? styles.filled : ''}`} onMouseEnter={() => setPreviewed(stars)}>
            <input
              ref={stars === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={String(stars)}
              checked={chosen === stars}
              onChange={() => onChange(String(stars))}
              onBlur={onBlur}
              className={styles.input}
            />
            <span aria-hidden="true">★</span>
            <span className={styles.visuallyHidden}>{starsLabel(stars, t)}</span>
          </label>
        ))}
        <span className={styles.word} aria-hidden="true">
          {shown > 0 ? t(RATING_WORDS[shown]) : t('Choose 1 to 5 stars')}
        </span>
      </div>
    </div>
  );
}
