import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/common/icons';
import { useText } from '@/hooks/useLocale';
import type { Store } from '@/services/stores';
import { telephoneHref } from '@/utils/phone';
import styles from './StoreCard.module.scss';

function ClockIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/** One shop: where it is, when it opens, how to call it and the way there. */
export function StoreCard({ store }: { store: Store }) {
  const headingId = `store-${store.id}-name`;
  const place = [store.area, store.city].filter(Boolean).join(', ');
  const t = useText('storeLocator');
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {place && <p className={styles.place}>{place}</p>}
      <h2 id={headingId} className={styles.name}>
        {store.name}
      </h2>
      <dl className={styles.details}>
        {store.address && (
          <div className={styles.row}>
            <dt>
              <MapPinIcon size={18} />
              <span className={styles.visuallyHidden}>{t('Address')}</span>
            </dt>
            <dd>
              <address className={styles.address}>{store.address}</address>
            </dd>
          </div>
        )}
        {store.opening_hours && (
          <div className={styles.row}>
            <dt>
              <ClockIcon />
              <span className={styles.visuallyHidden}>{t('Opening hours')}</span>
            </dt>
            <dd>{store.opening_hours}</dd>
          </div>
        )}
        {store.phone && (
          <div className={styles.row}>
            <dt>
              <PhoneIcon size={18} />
              <span className={styles.visuallyHidden}>{t('Phone')}</span>
            </dt>
            <dd>
              <a href={telephoneHref(store.phone)}>{store.phone}</a>
            </dd>
          </div>
        )}
        {store.email && (
          <div className={styles.row}>
            <dt>
              <MailIcon size={18} />
              <span className={styles.visuallyHidden}>{t('Email')}</span>
            </dt>
            <dd>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {store.map_link && (
          <a className={styles.directions} href={store.map_link} target="_blank" rel="noopener noreferrer">
            {t('Get directions')}
            <span className={styles.visuallyHidden}> {t('to {name} (opens in a new tab)', { name: store.name })}</span>
          </a>
        )}
        {store.phone && (
          <a className={styles.call} href={telephoneHref(store.phone)}>
            {t('Call')}
            <span className={styles.visuallyHidden}> {store.name}</span>
          </a>
        )}
      </div>
    </article>
  );
}
