import { useFormContext, useWatch } from 'react-hook-form';
import { useText } from '@/hooks/useLocale';
import type { PlaceLists } from '@/hooks/usePlaces';
import type { Address } from '@/contract/account';
import { NEW_ADDRESS, type CheckoutFormValues } from '@/utils/checkoutForm';
import { errorId, FieldError, PlaceSelect, TextField } from './CheckoutFields';
import { CheckoutSection } from './CheckoutSection';
import styles from './CheckoutSections.module.scss';

interface ContactSectionProps {
  savedAddresses: Address[];
  places: PlaceLists;
  /** Guests get no saved addresses and are asked for an e-mail for the receipt. */
  isGuest: boolean;
}

function savedAddressLines(address: Address): string {
  return [address.address, address.area_name, address.city_name, address.state_name, address.postal_code].filter(Boolean).join(', ');
}

/** Step 1: a saved address (radio cards, the default chosen first) or a new one typed in. */
export function ContactSection({ savedAddresses, places, isGuest }: ContactSectionProps) {
  const { control } = useFormContext<CheckoutFormValues>();
  const [addressChoice, shippingType] = useWatch({ control, name: ['addressChoice', 'shippingType'] });
  const t = useText('checkout');

  return (
    <CheckoutSection step={1} title={t('Contact and address')}>
      {savedAddresses.length > 0 && <SavedAddressChoice addresses={savedAddresses} />}
      {addressChoice === NEW_ADDRESS && (
        <NewAddressFields places={places} isGuest={isGuest} homeDelivery={shippingType === 'home_delivery'} />
      )}
    </CheckoutSection>
  );
}

function SavedAddressChoice({ addresses }: { addresses: Address[] }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormValues>();
  const t = useText('checkout');
  return (
    <fieldset className={styles.choices} aria-describedby={errors.addressChoice ? errorId('addressChoice') : undefined}>
      <legend className={styles.legend}>{t('Deliver to')}</legend>
      {addresses.map((address) => (
        <label key={address.id} className={styles.choiceCard}>
          <input type="radio" value={String(address.id)} {...register('addressChoice')} />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>
              {address.name}
              {address.set_default === 1 && <span className={styles.badge}>{t('Default')}</span>}
            </span>
            <span className={styles.choiceDetail}>{savedAddressLines(address)}</span>
            <span className={styles.choiceDetail}>{address.phone}</span>
          </span>
        </label>
      ))}
      <label className={styles.choiceCard}>
        <input type="radio" value={NEW_ADDRESS} {...register('addressChoice')} />
        <span className={styles.choiceText}>
          <span className={styles.choiceTitle}>{t('Use a new address')}</span>
        </span>
      </label>
      <FieldError name="addressChoice" />
    </fieldset>
  );
}

interface NewAddressFieldsProps {
  places: PlaceLists;
  isGuest: boolean;
  homeDelivery: boolean;
}

function NewAddressFields({ places, isGuest, homeDelivery }: NewAddressFieldsProps) {
  const { setValue } = useFormContext<CheckoutFormValues>();
  const t = useText('checkout');
  // A district belongs to one division and a thana to one district: a new parent clears what was below it.
  const clearBelowDivision = () => {
    setValue('district', '');
    setValue('thana', '');
  };
  const clearBelowDistrict = () => setValue('thana', '');

  return (
    <div className={styles.grid}>
      <TextField name="name" label={t('Full name')} autoComplete="name" className={styles.wide} />
      <TextField name="phone" label={t('Mobile number')} type="tel" inputMode="tel" autoComplete="tel" placeholder="01XXXXXXXXX" />
      <TextField
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="email"
        optional
        hint={isGuest ? t('We send your receipt and order updates here.') : undefined}
      />
      {homeDelivery && (
        <>
          <TextField name="address" label={t('Street address')} autoComplete="street-address" placeholder={t('House, road, area')} className={styles.wide} />
          <PlaceSelect name="division" label={t('Division')} places={places.divisions} placeholder={t('Choose division')} onChange={clearBelowDivision} />
          <PlaceSelect name="district" label={t('District')} places={places.districts} placeholder={t('Choose district')} onChange={clearBelowDistrict} />
          <PlaceSelect name="thana" label={t('Thana')} places={places.thanas} placeholder={t('Choose thana')} />
          <TextField name="postalCode" label={t('Postal code')} inputMode="numeric" autoComplete="postal-code" optional />
          {places.failed && (
            <p className={`${styles.notice} ${styles.wide}`} role="alert">
              {t('The list of places could not be loaded. Please reload the page.')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
