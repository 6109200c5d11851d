import { DashboardTemplate } from '@/components/affiliate/DashboardTemplate';

export default function AffiliateDashboardPage() {
  return <DashboardTemplate />;
}

AffiliateDashboardPage.protected = true;
