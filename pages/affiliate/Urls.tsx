import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { UrlsTemplate } from '@/components/affiliate/UrlsTemplate';
import { AFFILIATE_BANGLA } from '@/components/affiliate/translations.bn';

export default function AffiliateUrlsPage() {
  return <UrlsTemplate />;
}

AffiliateUrlsPage.protected = true;
AffiliateUrlsPage.title = { text: AFFILIATE_TITLES.urls, dictionary: AFFILIATE_BANGLA };
