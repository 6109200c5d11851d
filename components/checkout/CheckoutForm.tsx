import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { resolverFrom, showFieldErrors } from '@/components/common/formErrors';
import { useText } from '@/hooks/useLocale';
import { usePlaces } from '@/hooks/usePlaces';
import type { PlacedOrder } from '@/contract/checkout';
import type { Address } from '@/contract/account';
import { selectIsSignedIn, selectUser } from '@/store/authSlice';
import { selectBagLines } from '@/store/bagSlice';
import { useAppSelector } from '@/store/hooks';
import {
  buildPlaceOrderRequest,
  checkoutFormErrors,
  EMPTY_CHECKOUT_FORM,
  NEW_ADDRESS,
  NOTE_MAX_LENGTH,
  shippingChoiceFor,
  type CheckoutFormContext,
  type CheckoutFormValues,
} from '@/utils/checkoutForm';
import { TextAreaField } from './CheckoutFields';
import { CheckoutSection } from './CheckoutSection';
import { ContactSection } from './ContactSection';
import { DeliverySection } from './DeliverySection';
import { amountToPay, OrderSummary } from './OrderSummary';
import { OffersSection } from './OffersSection';
import { PaymentSection } from './PaymentSection';
import type { CheckoutOptions, CheckoutOptionsState } from './useCheckoutOptions';
import { useCheckoutSummary } from './useCheckoutSummary';
import { usePlaceOrder } from './usePlaceOrder';
import styles from './CheckoutForm.module.scss';
import sectionStyles from './CheckoutSections.module.scss';

const checkoutResolver = resolverFrom<CheckoutFormValues, CheckoutFormContext>((values, context) =>
  checkoutFormErrors(values, context ?? { thanaRequired: false }),
);

/** The default address first; the form when the customer has none. */
function firstAddressChoice(addresses: Address[]): string {
  const preferred = addresses.find((address) => address.set_default === 1) ?? addresses[0];
  return preferred ? String(preferred.id) : NEW_ADDRESS;
}

interface CheckoutFormProps {
  onPlaced: (order: PlacedOrder) => void;
}

/** The checkout once the bag is known: the form, once its options (loaded beside the bag) are in. */
export function CheckoutForm({ options, onPlaced }: CheckoutFormProps & { options: CheckoutOptionsState }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const t = useText('checkout');

  if (options.status === 'loading') {
    return (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('Loading delivery and payment options…')}
      </p>
    );
  }
  if (options.status === 'failed') {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('The delivery and payment options could not be loaded.')}</p>
        <button type="button" className={styles.retry} onClick={options.retry}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  return <CheckoutFormFields options={options.options} signedIn={signedIn} onPlaced={onPlaced} />;
}

interface CheckoutFormFieldsProps extends CheckoutFormProps {
  options: CheckoutOptions;
  signedIn: boolean;
}

function CheckoutFormFields({ options, signedIn, onPlaced }: CheckoutFormFieldsProps) {
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectBagLines);
  const t = useText('checkout');
  const { savedAddresses, paymentTypes, deliveryMethods, pickupPoints } = options;

  const [context, setContext] = useState<CheckoutFormContext>({ thanaRequired: false });
  const form = useForm<CheckoutFormValues, CheckoutFormContext>({
    defaultValues: {
      ...EMPTY_CHECKOUT_FORM,
      addressChoice: signedIn ? firstAddressChoice(savedAddresses) : NEW_ADDRESS,
      name: user?.name ?? '',
      phone: user?.phone ?? '',
      email: user?.email ?? '',
      paymentType: paymentTypes[0]?.payment_type_key ?? '',
    },
    resolver: checkoutResolver,
    context,
  });
  const [addressChoice, division, district, shippingType, deliveryMethod] = useWatch({
    control: form.control,
    name: ['addressChoice', 'division', 'district', 'shippingType', 'deliveryMethod'],
  });
  const { places, placeQueries } = usePlaces(division, district);
  const thanaRequired = places.thanas.length > 0;
  // The resolver learns whether a thana is required as soon as the district's places are known.
  if (context.thanaRequired !== thanaRequired) setContext({ thanaRequired });

  const choice = useMemo(
    () => shippingChoiceFor({ addressChoice, district, shippingType, deliveryMethod }, savedAddresses),
    [addressChoice, district, shippingType, deliveryMethod, savedAddresses],
  );
  const checkoutSummary = useCheckoutSummary(choice);
  const placement = usePlaceOrder({
    onFieldErrors: (errors) => showFieldErrors(form.setError, errors),
    onNewSummary: checkoutSummary.replace,
    onBagReloaded: checkoutSummary.retry,
    onPlaced,
  });

  const submit = form.handleSubmit((values) => {
    const { summary, status } = checkoutSummary;
    // The total sent is the one on screen, so the order waits for the summary of the current choices.
    if (status !== 'ready' || !summary || placement.placing) return;
    return placement.place(buildPlaceOrderRequest(values, amountToPay(summary)));
  });

  return (
    <FormProvider {...form}>
      <form className={styles.layout} onSubmit={submit} noValidate aria-label={t('Checkout')}>
        {placeQueries}
        {checkoutSummary.summaryQuery}
        <div className={styles.steps}>
          <ContactSection savedAddresses={savedAddresses} places={places} isGuest={!signedIn} />
          <DeliverySection deliveryMethods={deliveryMethods} pickupPoints={pickupPoints} summary={checkoutSummary.summary} />
          <PaymentSection paymentTypes={paymentTypes} />
          <OffersSection summary={checkoutSummary.summary} refreshSummary={checkoutSummary.retry} />
          <CheckoutSection step={5} title={t('Note and gift wrap')}>
            <TextAreaField
              name="note"
              label={t('Order note')}
              maxLength={NOTE_MAX_LENGTH}
              placeholder={t('Anything the delivery team should know')}
            />
            <label className={sectionStyles.checkbox}>
              <input type="checkbox" {...form.register('giftWrap')} />
              {t('Gift wrap this order')}
            </label>
          </CheckoutSection>
        </div>
        <aside className={styles.aside}>
          <OrderSummary lines={lines} checkoutSummary={checkoutSummary} placing={placement.placing} problem={placement.problem} />
        </aside>
      </form>
    </FormProvider>
  );
}
