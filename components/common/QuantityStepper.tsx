import { useFormat, useText } from '@/hooks/useLocale';
import { MinusIcon, PlusIcon } from './icons';
import styles from './QuantityStepper.module.scss';

interface QuantityStepperProps {
  quantity: number;
  /** What the quantity is of, for the buttons' accessible names ("Cotton Panjabi"). */
  itemName: string;
  onDecrease: () => void;
  onIncrease: () => void;
  /** While a change is on its way, both buttons wait. */
  busy?: boolean;
}

/** Minus, the quantity, plus; the caller decides what each press does (and what happens at 1). */
export function QuantityStepper({ quantity, itemName, onDecrease, onIncrease, busy = false }: QuantityStepperProps) {
  const t = useText('widgets');
  const { number } = useFormat();
  return (
    <div className={styles.stepper} role="group" aria-label={t('Quantity of {name}', { name: itemName })}>
      <button type="button" className={styles.button} onClick={onDecrease} disabled={busy} aria-label={t('Decrease quantity of {name}', { name: itemName })}>
        <MinusIcon size={16} />
      </button>
      <output className={styles.value} aria-live="polite" aria-label={t('Quantity {quantity}', { quantity })}>
        {number(quantity)}
      </output>
      <button type="button" className={styles.button} onClick={onIncrease} disabled={busy} aria-label={t('Increase quantity of {name}', { name: itemName })}>
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
