import { UrlsTemplate } from '@/components/affiliate/UrlsTemplate';

export default function AffiliateUrlsPage() {
  return <UrlsTemplate />;
}

AffiliateUrlsPage.protected = true;
