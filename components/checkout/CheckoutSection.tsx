import type { ReactNode } from 'react';
import { useFormat } from '@/hooks/useLocale';
import styles from './CheckoutSections.module.scss';

interface CheckoutSectionProps {
  step: number;
  title: string;
  children: ReactNode;
}

/** One numbered step of the checkout form, named by its heading. */
export function CheckoutSection({ step, title, children }: CheckoutSectionProps) {
  const headingId = `checkout-step-${step}`;
  const { number } = useFormat();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <span className={styles.step} aria-hidden="true">
          {number(step)}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
