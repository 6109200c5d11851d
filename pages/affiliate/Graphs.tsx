import { useRouter } from 'next/router';
import { useState } from 'react';
import { AFFILIATE_TITLES } from '@/components/affiliate/affiliateText';
import { GraphsTemplate } from '@/components/affiliate/GraphsTemplate';
import { dayRangeFromQuery } from '@/utils/affiliateDates';

export default function AffiliateGraphsPage() {
  const { query } = useRouter();
  const [now] = useState(() => new Date());
  return <GraphsTemplate range={dayRangeFromQuery(query.from, query.to, now)} now={now} />;
}

AffiliateGraphsPage.protected = true;
AffiliateGraphsPage.title = { text: AFFILIATE_TITLES.graphs, dictionary: 'affiliate' } as const;
