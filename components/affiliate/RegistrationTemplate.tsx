import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { loginPathFor } from '@/components/app/loginRedirect';
import { resolverFrom } from '@/components/common/formErrors';
import { TextInputField } from '@/components/common/FormField';
import { Link } from '@/components/common/Link';
import { useFormat, useText } from '@/hooks/useLocale';
import type { AffiliateApplicationStatus } from '@/services/affiliate';
import type { User } from '@/contract/account';
import { useAffiliateStandingQuery, useApplyAsAffiliateMutation } from '@/store/api/affiliateApi';
import { selectIsGuestOnly, selectIsSignedIn, selectToken, selectUser, userUpdated } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { formatPercent } from '@/utils/affiliateDisplay';
import {
  applicationFrom,
  EMPTY_PAYOUT_VALUES,
  PROMOTION_PLAN_MAX_LENGTH,
  registrationFormErrors,
  type RegistrationFormField,
  type RegistrationFormValues,
} from '@/utils/affiliateForms';
import { AffiliateLoadView } from './AffiliateLoadView';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_PATHS, AFFILIATE_TITLES } from './affiliateText';
import { PayoutFields } from './PayoutFields';
import { sendForm } from './serverErrors';
import { TextAreaField } from './TextAreaField';
import { affiliateData } from './affiliateLoad';
import styles from './RegistrationTemplate.module.scss';

const REGISTRATION_FIELDS: readonly RegistrationFormField[] = [
  'name',
  'phone',
  'promotion_plan',
  'payment_method',
  'bkash_number',
  'nagad_number',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'bank_branch',
];

const registrationResolver = resolverFrom<RegistrationFormValues>(registrationFormErrors);

function ProgrammeBenefits() {
  const commission = useAppSelector((state) => selectBusinessSetting(state, 'affiliate_default_commission'));
  const minimum = useAppSelector((state) => selectBusinessSetting(state, 'affiliate_minimum_withdraw'));
  const t = useText('affiliate');
  const { locale, price } = useFormat();
  return (
    <ul className={styles.benefits} aria-label={t('How it works')}>
      <li>
        <strong>{t('Share')}</strong>
        <span>{t('Get your own links to any product or collection and share them with your friends and followers.')}</span>
      </li>
      <li>
        <strong>{t('Earn')}</strong>
        <span>
          {commission
            ? t('Earn {rate} or more on every item ordered through your links, approved once the order is delivered.', {
                rate: formatPercent(Number(commission), locale),
              })
            : t('Earn a commission on every item ordered through your links, approved once the order is delivered.')}
        </span>
      </li>
      <li>
        <strong>{t('Get paid')}</strong>
        <span>
          {minimum
            ? t('Withdraw to bKash, Nagad or your bank from {amount}.', { amount: price(Number(minimum)) })
            : t('Withdraw to bKash, Nagad or your bank.')}
        </span>
      </li>
    </ul>
  );
}

function RegistrationForm({ user, onApplied }: { user: User; onApplied: () => void }) {
  const token = useAppSelector(selectToken);
  const t = useText('affiliate');
  const [alert, setAlert] = useState<string | null>(null);
  const [applyAsAffiliate] = useApplyAsAffiliateMutation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues>({
    defaultValues: { name: user.name ?? '', phone: user.phone ?? '', promotion_plan: '', ...EMPTY_PAYOUT_VALUES },
    resolver: registrationResolver,
  });
  const method = useWatch({ control, name: 'payment_method' });

  const apply = handleSubmit((values) =>
    sendForm(() => applyAsAffiliate({ token, application: applicationFrom(values) }), { fields: REGISTRATION_FIELDS, setError, setAlert, t }, onApplied),
  );

  return (
    <section className={styles.panel} aria-labelledby="application-title">
      <h2 id="application-title" className={styles.panelTitle}>
        {t('Apply to become an affiliate')}
      </h2>
      <form className={styles.form} onSubmit={apply} noValidate aria-labelledby="application-title">
        <TextInputField id="affiliate-name" label={t('Full name')} autoComplete="name" registration={register('name')} error={errors.name?.message && t(errors.name.message)} />
        <TextInputField
          id="affiliate-phone"
          label={t('Phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01XXXXXXXXX"
          registration={register('phone')}
          error={errors.phone?.message && t(errors.phone.message)}
        />
        <div className={styles.wide}>
          <TextAreaField
            id="affiliate-plan"
            label={t('How will you promote the shop?')}
            placeholder={t('My Facebook page about Dhaka fashion has 12,000 followers; I post new arrivals every week…')}
            hint={t('Your pages, groups or channels and how many people follow them.')}
            maxLength={PROMOTION_PLAN_MAX_LENGTH}
            registration={register('promotion_plan')}
            error={errors.promotion_plan?.message && t(errors.promotion_plan.message)}
          />
        </div>
        <div className={styles.wide}>
          <PayoutFields idPrefix="application" register={(field) => register(field)} errors={errors} method={method} />
        </div>
        {alert && (
          <p className={`${styles.alert} ${styles.wide}`} role="alert">
            {t(alert)}
          </p>
        )}
        <div className={styles.wide}>
          <button type="submit" className={styles.primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('Sending…') : t('Send application')}
          </button>
        </div>
      </form>
    </section>
  );
}

const STATUS_TEXT: Record<Exclude<AffiliateApplicationStatus, 'none'>, { title: string; text: string }> = {
  pending: {
    title: 'Your application is under review',
    text: 'Thank you for applying. We look at every application ourselves and will let you know once yours is approved.',
  },
  approved: {
    title: 'You are an approved affiliate',
    text: 'Your referral links are ready. Share them and follow your clicks, orders and earnings on your dashboard.',
  },
  rejected: {
    title: 'Your application was not approved',
    text: 'We could not approve your application this time. Please contact us if you would like us to look at it again.',
  },
};

function ApplicationStatus({ status }: { status: Exclude<AffiliateApplicationStatus, 'none'> }) {
  const t = useText('affiliate');
  const { title, text } = STATUS_TEXT[status];
  return (
    <div className={`${styles.status} ${styles[status]}`} role="status">
      <p className={styles.statusTitle}>{t(title)}</p>
      <p>{t(text)}</p>
      {status === 'approved' && (
        <Link href={AFFILIATE_PATHS.dashboard} className={styles.primaryButton}>
          {t('Go to your dashboard')}
        </Link>
      )}
    </div>
  );
}

/** The stored user learns of an approval that came after signing in, so the sidebar shows the affiliate menu. */
function useApprovalInStoredUser(approved: boolean) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  useEffect(() => {
    if (approved && user && user.affiliate_status !== 1) dispatch(userUpdated({ ...user, affiliate_status: 1, affiliate: 1 }));
  }, [approved, user, dispatch]);
}

function Application({ user }: { user: User }) {
  const token = useAppSelector(selectToken);
  const standingQuery = useAffiliateStandingQuery(token ? { token } : skipToken);
  const standing = affiliateData(standingQuery);
  const [applied, setApplied] = useState(false);
  const approved = standing.load.state === 'ready' && standing.load.data.status === 'approved';
  useApprovalInStoredUser(approved);

  return (
    <AffiliateLoadView data={standing} loadingText="Checking your application…">
      {({ status }) => {
        if (applied || status === 'pending') return <ApplicationStatus status="pending" />;
        if (status !== 'none') return <ApplicationStatus status={status} />;
        return (
          <div className={styles.sections}>
            <ProgrammeBenefits />
            <RegistrationForm user={user} onApplied={() => setApplied(true)} />
          </div>
        );
      }}
    </AffiliateLoadView>
  );
}

/**
 * `/affiliate/registration`: customers apply to the affiliate programme; applicants see where their
 * application stands. Guests sign in first and come back here.
 */
export function RegistrationTemplate() {
  const router = useRouter();
  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectIsSignedIn);
  const guest = useAppSelector(selectIsGuestOnly);
  const t = useText('affiliate');

  useEffect(() => {
    if (guest) void router.replace(loginPathFor(AFFILIATE_PATHS.registration));
  }, [guest, router]);

  return (
    <AffiliatePage
      title={AFFILIATE_TITLES.registration}
      crumbs={[]}
      intro="Love our clothes? Share them and earn a commission on every order your friends and followers place."
    >
      {signedIn && user ? (
        <Application user={user} />
      ) : (
        <p className={styles.checking} role="status">
          {t('Checking your account…')}
        </p>
      )}
    </AffiliatePage>
  );
}
