import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resolverFrom } from '@/components/common/formErrors';
import { TextInputField } from '@/components/common/FormField';
import { useText } from '@/hooks/useLocale';
import type { AffiliateAccount } from '@/services/affiliate';
import { useAffiliateAccountQuery, useGenerateReferralUrlMutation } from '@/store/api/affiliateApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { absoluteShopLink, shopLinkError } from '@/utils/affiliateLinks';
import { AffiliateLoadView } from './AffiliateLoadView';
import { AffiliatePage } from './AffiliatePage';
import { AFFILIATE_TITLES } from './affiliateText';
import { CopyLinkField } from './CopyLinkField';
import { showServerErrors } from './serverErrors';
import { affiliateData } from './affiliateLoad';
import { useShopOrigin } from './useShopOrigin';
import styles from './UrlsTemplate.module.scss';

interface LinkFormValues {
  url: string;
}

const linkResolver = resolverFrom<LinkFormValues>((values) => ({ url: shopLinkError(values.url) }));

function LinkGenerator({ origin }: { origin: string }) {
  const t = useText('affiliate');
  const token = useAppSelector(selectToken);
  const [generated, setGenerated] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [generateReferralUrl] = useGenerateReferralUrlMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LinkFormValues>({ defaultValues: { url: '' }, resolver: linkResolver });

  const generate = handleSubmit(async ({ url }) => {
    setAlert(null);
    const outcome = await generateReferralUrl({ token, url: url.trim() });
    if (outcome.error) {
      setGenerated(null);
      setAlert(showServerErrors(outcome.error, ['url'], setError));
      return;
    }
    setGenerated(absoluteShopLink(origin, outcome.data.url));
  });

  return (
    <section className={styles.panel} aria-labelledby="generator-title">
      <h2 id="generator-title" className={styles.panelTitle}>
        {t('Make a referral link')}
      </h2>
      <form className={styles.form} onSubmit={generate} noValidate aria-labelledby="generator-title">
        <TextInputField
          id="affiliate-url"
          label={t('Link to a page of the shop')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={`${origin}/details/…`}
          registration={register('url')}
          hint={t('Copy the address of any product, category or page of the shop and paste it here.')}
          error={errors.url?.message && t(errors.url.message)}
          className={styles.urlField}
        />
        <button type="submit" className={styles.primaryButton} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('Generating…') : t('Generate link')}
        </button>
      </form>
      {alert && (
        <p className={styles.alert} role="alert">
          {t(alert)}
        </p>
      )}
      {generated && (
        <div className={styles.result} aria-live="polite">
          <CopyLinkField id="generated-link" label={t('Your link')} link={generated} />
        </div>
      )}
    </section>
  );
}

function HomeLink({ account, origin }: { account: AffiliateAccount; origin: string }) {
  const t = useText('affiliate');
  if (!account.referral_path) return null;
  return (
    <section className={styles.panel} aria-labelledby="home-link-title">
      <h2 id="home-link-title" className={styles.panelTitle}>
        {t('Your home page link')}
      </h2>
      <p className={styles.panelIntro}>{t('The shop’s front page with your referral code {code}.', { code: account.referral_code ?? '' })}</p>
      <CopyLinkField id="home-link" label={t('Home page link')} link={absoluteShopLink(origin, account.referral_path)} hideLabel />
    </section>
  );
}

/** `/affiliate/Urls`: any link to the shop turned into a referral link to copy or share. */
export function UrlsTemplate() {
  const origin = useShopOrigin();
  const token = useAppSelector(selectToken);
  const accountQuery = useAffiliateAccountQuery(token ? { token } : skipToken);
  const account = affiliateData(accountQuery);

  return (
    <AffiliatePage
      title={AFFILIATE_TITLES.urls}
      intro="Send shoppers straight to a product or a collection: every order placed through your link earns you a commission."
    >
      <AffiliateLoadView data={account} loadingText="Loading your links…">
        {(data) => (
          <div className={styles.sections}>
            <LinkGenerator origin={origin} />
            <HomeLink account={data} origin={origin} />
          </div>
        )}
      </AffiliateLoadView>
    </AffiliatePage>
  );
}
