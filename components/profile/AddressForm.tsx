import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/common/toast';
import { resolverFrom, showFieldErrors } from '@/components/common/formErrors';
import { PlaceSelectField, TextInputField } from '@/components/common/FormField';
import { useText } from '@/hooks/useLocale';
import { usePlaces } from '@/hooks/usePlaces';
import type { Address } from '@/contract/account';
import { useSaveAddressMutation } from '@/store/api/addressesApi';
import { selectToken, userUpdated } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MESSAGES } from '@/store/notices';
import {
  addressErrorsFromServer,
  addressFormErrors,
  addressFormValues,
  addressRequest,
  EMPTY_ADDRESS_FORM,
  type AddressFormContext,
  type AddressFormValues,
} from '@/utils/addressForm';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '@/utils/addressFields';
import styles from './AddressForm.module.scss';

const addressResolver = resolverFrom<AddressFormValues, AddressFormContext>((values, context) =>
  addressFormErrors(values, context ?? { thanaRequired: false }),
);

interface AddressFormProps {
  /** The address being edited; without one the form adds a new address. */
  address: Address | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a saved address: contact, street address, the division, district and thana pickers, postal code. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const dispatch = useAppDispatch();
  const t = useText('profile');
  const token = useAppSelector(selectToken);
  const [context, setContext] = useState<AddressFormContext>({ thanaRequired: false });
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const [saveAddress] = useSaveAddressMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, AddressFormContext>({
    defaultValues: address ? addressFormValues(address) : EMPTY_ADDRESS_FORM,
    resolver: addressResolver,
    context,
  });
  const [division, district, thana] = useWatch({ control, name: ['division', 'district', 'thana'] });
  const { places, placeQueries } = usePlaces(division, district);
  const thanaRequired = places.thanas.length > 0;
  // The resolver learns whether a thana is required as soon as the district's places are known.
  if (context.thanaRequired !== thanaRequired) setContext({ thanaRequired });
  useEffect(() => setFocus('name'), [setFocus]);

  const save = handleSubmit(async (values) => {
    setFormAlert(null);
    const outcome = await saveAddress({ token, id: address?.id, fields: addressRequest(values) });
    if (outcome.data) {
      // The answer carries the fresh user, whose default address the store keeps.
      dispatch(userUpdated(outcome.data.user));
      toast.success(t(outcome.data.message));
      onSaved();
      return;
    }
    const failure = outcome.error && 'fieldErrors' in outcome.error ? outcome.error : null;
    const message = failure?.message ?? MESSAGES.somethingWentWrong;
    toast.error(t(message));
    const { fields, others } = addressErrorsFromServer(failure?.fieldErrors ?? {});
    showFieldErrors(setError, fields);
    if (others.length > 0 || Object.keys(fields).length === 0) setFormAlert(others[0] ?? message);
  });

  const title = address ? t('Edit address') : t('Add a new address');
  // A district belongs to one division and a thana to one district: a new parent clears what was below it.
  const clearBelowDivision = () => {
    setValue('district', '');
    setValue('thana', '');
  };
  const clearBelowDistrict = () => setValue('thana', '');

  return (
    <section className={styles.panel} aria-labelledby="address-form-title">
      <h2 id="address-form-title" className={styles.title}>
        {title}
      </h2>
      <form className={styles.form} onSubmit={save} noValidate aria-labelledby="address-form-title">
        {placeQueries}
        <TextInputField
          id="address-name"
          label={t('Full name')}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          registration={register('name')}
          error={errors.name?.message && t(errors.name.message)}
        />
        <TextInputField
          id="address-phone"
          label={t('Mobile number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01XXXXXXXXX"
          registration={register('phone')}
          hint={t('11 digits, such as 01712345678')}
          error={errors.phone?.message && t(errors.phone.message)}
        />
        <TextInputField
          id="address-email"
          label={t('Email')}
          type="email"
          autoComplete="email"
          optional
          registration={register('email')}
          error={errors.email?.message && t(errors.email.message)}
          className={styles.wide}
        />
        <TextInputField
          id="address-street"
          label={t('Street address')}
          autoComplete="street-address"
          placeholder={t('House, road, area')}
          maxLength={ADDRESS_MAX_LENGTH}
          registration={register('address')}
          error={errors.address?.message && t(errors.address.message)}
          className={styles.wide}
        />
        <PlaceSelectField
          id="address-division"
          label={t('Division')}
          places={places.divisions}
          placeholder={t('Choose division')}
          value={division}
          registration={register('division', { onChange: clearBelowDivision })}
          error={errors.division?.message && t(errors.division.message)}
        />
        <PlaceSelectField
          id="address-district"
          label={t('District')}
          places={places.districts}
          placeholder={division ? t('Choose district') : t('Choose a division first')}
          value={district}
          registration={register('district', { onChange: clearBelowDistrict })}
          error={errors.district?.message && t(errors.district.message)}
        />
        {thanaRequired && (
          <PlaceSelectField
            id="address-thana"
            label={t('Thana')}
            places={places.thanas}
            placeholder={t('Choose thana')}
            value={thana}
            registration={register('thana')}
            error={errors.thana?.message && t(errors.thana.message)}
          />
        )}
        <TextInputField
          id="address-postal-code"
          label={t('Postal code')}
          inputMode="numeric"
          autoComplete="postal-code"
          optional
          maxLength={POSTAL_CODE_MAX_LENGTH}
          registration={register('postalCode')}
          error={errors.postalCode?.message && t(errors.postalCode.message)}
        />
        {places.failed && (
          <p className={`${styles.alert} ${styles.wide}`} role="alert">
            {t('The list of places could not be loaded. Please reload the page.')}
          </p>
        )}
        {formAlert && (
          <p className={`${styles.alert} ${styles.wide}`} role="alert">
            {t(formAlert)}
          </p>
        )}
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('Saving…') : t('Save address')}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={onCancel} disabled={isSubmitting}>
            {t('Cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
