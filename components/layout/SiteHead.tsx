import Head from 'next/head';
import type { SiteBranding } from '@/services/settings';

interface SiteHeadProps {
  title: string;
  branding?: SiteBranding;
  description?: string | null;
}

/** The document title, description and the favicon from the site icon setting. */
export function SiteHead({ title, branding, description }: SiteHeadProps) {
  return (
    <Head>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {branding?.siteIcon && <link rel="icon" href={branding.siteIcon} />}
    </Head>
  );
}
