/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import type { Campaign } from '@/contract/home';
import { Countdown } from './Countdown';
import { ProductRow } from './ProductRow';
import styles from './CampaignSection.module.scss';

const CAMPAIGN_BANNER_WIDTH = 1600;
const CAMPAIGN_BANNER_HEIGHT = 600;

interface CampaignSectionProps {
  campaign: Campaign;
  /** When the countdown starts counting: the moment the section was loaded. */
  loadedAt: number;
}

/** A running campaign: its banner, subtitle, a countdown to its end and its products. */
export function CampaignSection({ campaign, loadedAt }: CampaignSectionProps) {
  const lead = (
    <div className={styles.lead}>
      {campaign.banner && (
        <img
          src={campaign.banner}
          alt=""
          width={CAMPAIGN_BANNER_WIDTH}
          height={CAMPAIGN_BANNER_HEIGHT}
          loading="lazy"
          className={styles.banner}
        />
      )}
      {campaign.subtitle && <p className={styles.subtitle}>{campaign.subtitle}</p>}
    </div>
  );
  return (
    <ProductRow
      title={campaign.title}
      products={campaign.products}
      lead={lead}
      aside={<Countdown endDate={campaign.end_date} startedAt={loadedAt} />}
      className={styles.campaign}
    />
  );
}
