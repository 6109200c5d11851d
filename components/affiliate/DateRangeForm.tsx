import { useForm } from 'react-hook-form';
import { resolverFrom } from '@/components/common/formErrors';
import { TextInputField } from '@/components/common/FormField';
import { useText } from '@/hooks/useLocale';
import { dayRangeErrors, lastDays, type DayRange } from '@/utils/affiliateDates';
import styles from './DateRangeForm.module.scss';

const PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '12 months' },
] as const;

const rangeResolver = resolverFrom<DayRange, string>((values, today) => dayRangeErrors(values, today ?? ''));

interface DateRangeFormProps {
  range: DayRange;
  /** Today in Dhaka: the last day a range may end. */
  today: string;
  now: Date;
  onChoose: (range: DayRange) => void;
}

/** The reports' from/to days, checked before they are asked for, with quick choices of the last days. */
export function DateRangeForm({ range, today, now, onChoose }: DateRangeFormProps) {
  const t = useText('affiliate');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DayRange, string>({ defaultValues: range, resolver: rangeResolver, context: today });

  const presetActive = (days: number) => {
    const preset = lastDays(days, now);
    return preset.from === range.from && preset.to === range.to;
  };

  return (
    <div className={styles.box}>
      <div className={styles.presets} role="group" aria-label={t('Quick ranges')}>
        {PRESETS.map((preset) => (
          <button
            key={preset.days}
            type="button"
            className={styles.preset}
            aria-pressed={presetActive(preset.days)}
            onClick={() => onChoose(lastDays(preset.days, now))}
          >
            {t(`Last ${preset.label}`)}
          </button>
        ))}
      </div>
      <form className={styles.form} onSubmit={handleSubmit(onChoose)} noValidate aria-label={t('Date range')}>
        <TextInputField id="graph-from" label={t('From')} type="date" registration={register('from')} error={errors.from?.message && t(errors.from.message)} />
        <TextInputField id="graph-to" label={t('To')} type="date" registration={register('to')} error={errors.to?.message && t(errors.to.message)} />
        <button type="submit" className={styles.show}>
          {t('Show')}
        </button>
      </form>
    </div>
  );
}
