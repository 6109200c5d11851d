import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { UrlsTemplate } from '@/components/affiliate/UrlsTemplate';

export default function AffiliateUrlsPage() {
  return <UrlsTemplate />;
}

AffiliateUrlsPage.protected = true;
AffiliateUrlsPage.title = { text: AFFILIATE_TITLES.urls, dictionary: 'affiliate' } as const;
