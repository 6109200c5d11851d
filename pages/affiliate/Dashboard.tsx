import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { DashboardTemplate } from '@/components/affiliate/DashboardTemplate';

export default function AffiliateDashboardPage() {
  return <DashboardTemplate />;
}

AffiliateDashboardPage.protected = true;
AffiliateDashboardPage.title = { text: AFFILIATE_TITLES.dashboard, dictionary: 'affiliate' } as const;
