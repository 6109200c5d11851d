import { useText } from '@/hooks/useLocale';
import type { Address } from '@/contract/account';
import styles from './AddressCard.module.scss';

const DEFAULT_BADGE = 'Default';

interface AddressCardProps {
  address: Address;
  /** Another change is under way: the card's actions wait. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One saved address: who receives it, where, the default badge, and its actions. */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const t = useText('profile');
  const isDefault = address.set_default === 1;
  const headingId = `address-${address.id}-name`;
  // Two addresses may share a name, so the actions name the street address too.
  const summary = `${address.name}, ${address.address}`;
  return (
    <article className={`${styles.card} ${isDefault ? styles.default : ''}`} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.name}>
          {address.name}
        </h3>
        {isDefault && <span className={styles.badge}>{t(DEFAULT_BADGE)}</span>}
      </div>
      <dl className={styles.details}>
        <Detail label={t('Phone')} value={address.phone} />
        <Detail label={t('Email')} value={address.email} />
        <Detail label={t('Address')} value={address.address} />
        <Detail label={t('Thana')} value={address.area_name} />
        <Detail label={t('District')} value={address.city_name} />
        <Detail label={t('Division')} value={address.state_name} />
        <Detail label={t('Postal code')} value={address.postal_code} />
      </dl>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={onEdit} disabled={busy} aria-label={t('Edit address: {address}', { address: summary })}>
          {t('Edit')}
        </button>
        <button type="button" className={styles.action} onClick={onDelete} disabled={busy} aria-label={t('Delete address: {address}', { address: summary })}>
          {t('Delete')}
        </button>
        {!isDefault && (
          <button
            type="button"
            className={`${styles.action} ${styles.makeDefault}`}
            onClick={onMakeDefault}
            disabled={busy}
            aria-label={t('Set as default: {address}', { address: summary })}
          >
            {t('Set as default')}
          </button>
        )}
      </div>
    </article>
  );
}
