import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { DashboardTemplate } from '@/components/affiliate/DashboardTemplate';
import { AFFILIATE_BANGLA } from '@/components/affiliate/translations.bn';

export default function AffiliateDashboardPage() {
  return <DashboardTemplate />;
}

AffiliateDashboardPage.protected = true;
AffiliateDashboardPage.title = { text: AFFILIATE_TITLES.dashboard, dictionary: AFFILIATE_BANGLA };
