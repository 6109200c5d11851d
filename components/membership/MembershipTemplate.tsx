import { useRouter } from 'next/router';
import { useState } from 'react';
import { loginPathFor } from '@/components/app/loginRedirect';
import { Breadcrumb } from '@/components/category/Breadcrumb';
import { ErrorNotice } from '@/components/common/ErrorNotice';
import { Seo } from '@/components/seo/Seo';
import { useText } from '@/hooks/useLocale';
import type { MembershipCardType } from '@/contract/cart';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { absoluteUrl } from '@/utils/siteUrl';
import { BuyMembershipDialog, MEMBERSHIP_PATH } from './BuyMembershipDialog';
import { MembershipCardTile } from './MembershipCardTile';
import { OwnMemberships } from './OwnMemberships';
import { PurchaseNotice } from './PurchaseNotice';
import { useOwnMemberships } from './useOwnMemberships';
import styles from './MembershipTemplate.module.scss';

const MEMBERSHIP_TITLE = 'Membership Cards';
const NO_CARDS_FOR_SALE = 'No membership cards are on sale right now. Please check back soon.';

export interface MembershipTemplateProps {
  /** The card types on sale. */
  cards: MembershipCardType[];
  siteUrl: string;
  errorMessage: string | null;
}

/** The purchase the payment gateway came back from (`?purchase=<id>`), or null. */
function returnedPurchase(value: string | string[] | undefined): number | null {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The membership cards on sale with Buy, the customer's own cards, and the outcome of a purchase just paid. */
export function MembershipTemplate({ cards, siteUrl, errorMessage }: MembershipTemplateProps) {
  const router = useRouter();
  const t = useText('membership');
  const title = t(MEMBERSHIP_TITLE);
  const siteName = useAppSelector((state) => selectBusinessSetting(state, 'site_name'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const ownCards = useOwnMemberships();
  const [buying, setBuying] = useState<MembershipCardType | null>(null);
  const purchaseId = returnedPurchase(router.query.purchase);
  const memberPercent = cards[0]?.member_discount_percent;

  function buy(card: MembershipCardType) {
    // Only a customer can own a card: a visitor signs in first and comes back here.
    if (signedIn) setBuying(card);
    else void router.push(loginPathFor(MEMBERSHIP_PATH));
  }

  return (
    <div className={styles.page}>
      <Seo
        title={title}
        description={t('Become a {shop}member and pay less than the regular price on every item.', { shop: siteName ? `${siteName} ` : '' })}
        canonicalUrl={absoluteUrl(siteUrl, MEMBERSHIP_PATH)}
      />
      <Breadcrumb trail={[]} current={t('Membership')} />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('Membership')}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>
          {memberPercent
            ? t(
                'Members pay {percent}% less than the regular price on every item. Pick a card, pay once online, and enter your card number at checkout for as long as it is valid.',
                { percent: memberPercent },
              )
            : t('Pick a card, pay once online, and enter your card number at checkout for as long as it is valid.')}
        </p>
      </header>
      {purchaseId !== null && <PurchaseNotice purchaseId={purchaseId} ownCards={ownCards} />}
      {errorMessage && <ErrorNotice message={t(errorMessage)} />}
      {!errorMessage && cards.length === 0 && <p className={styles.empty}>{t(NO_CARDS_FOR_SALE)}</p>}
      {cards.length > 0 && (
        <section aria-labelledby="membership-cards-title">
          <h2 id="membership-cards-title" className={styles.visuallyHidden}>
            {t('Cards on sale')}
          </h2>
          <ul className={styles.grid}>
            {cards.map((card) => (
              <li key={card.id}>
                <MembershipCardTile card={card} onBuy={buy} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {ownCards.status !== 'signed-out' && <OwnMemberships ownCards={ownCards} />}
      {buying && <BuyMembershipDialog card={buying} onClose={() => setBuying(null)} />}
    </div>
  );
}
