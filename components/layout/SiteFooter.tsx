/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import type { ComponentType, ReactNode } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  MapPinIcon,
  MessengerIcon,
  PhoneIcon,
  WhatsappIcon,
  XIcon,
  YoutubeIcon,
} from '@/components/common/icons';
import { Link } from '@/components/common/Link';
import type { BusinessSetting, PageLink } from '@/contract/settings';
import { settingValue } from '@/services/settings';
import { useAppSelector } from '@/store/hooks';
import { selectAffiliateSystemOn, selectBusinessSettings, selectPages } from '@/store/settingsSlice';
import { useFormat, useText } from '@/hooks/useLocale';
import { contentPagePath } from '@/utils/sitePaths';
import { safeLinkHref } from '@/utils/safeLink';
import styles from './SiteFooter.module.scss';

export const QUICK_LINKS_POSITION = 'QUICK LINKS';
export const LEGAL_POSITION = 'LEGAL';
const AFFILIATE_REGISTRATION_PATH = '/affiliate/registration';

const SOCIAL_LINKS: { setting: string; name: string; Icon: ComponentType<{ size?: number }> }[] = [
  { setting: 'facebook_link', name: 'Facebook', Icon: FacebookIcon },
  { setting: 'instagram_link', name: 'Instagram', Icon: InstagramIcon },
  { setting: 'youtube_link', name: 'YouTube', Icon: YoutubeIcon },
  { setting: 'twitter_link', name: 'Twitter', Icon: XIcon },
  { setting: 'linkedin_link', name: 'LinkedIn', Icon: LinkedinIcon },
  { setting: 'messenger_link', name: 'Messenger', Icon: MessengerIcon },
  { setting: 'whatsapp_link', name: 'WhatsApp', Icon: WhatsappIcon },
];

/** The content pages placed in one footer list, in their admin order. */
export function pagesAt(pages: readonly PageLink[], position: string): PageLink[] {
  return pages.filter((page) => page.page_link_position === position).sort((first, second) => first.position - second.position);
}

/** A page with a custom link goes there (in a new tab when open_tab is 1); any other to /page/{slug}. */
function PageListLink({ page }: { page: PageLink }) {
  const customLink = safeLinkHref(page.custom_link);
  if (!customLink) return <Link href={contentPagePath(page.slug)}>{page.title}</Link>;
  const newTab = page.open_tab === 1;
  return (
    <Link href={customLink} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {page.title}
    </Link>
  );
}

/** A phone number as a tel: URL (digits and a leading plus only). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function FooterLinkList({ title, pages, extra }: { title: string; pages: PageLink[]; extra?: ReactNode }) {
  if (pages.length === 0 && !extra) return null;
  return (
    <div className={styles.column}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {pages.map((page) => (
          <li key={page.id}>
            <PageListLink page={page} />
          </li>
        ))}
        {extra}
      </ul>
    </div>
  );
}

function socialLinks(settings: BusinessSetting[]) {
  return SOCIAL_LINKS.flatMap((social) => {
    const href = safeLinkHref(settingValue(settings, social.setting));
    return href ? [{ ...social, href }] : [];
  });
}

/** The site footer: about, Quick Links, Legal, contact, social links and the payment methods. */
export function SiteFooter() {
  const settings = useAppSelector(selectBusinessSettings);
  const pages = useAppSelector(selectPages);
  const affiliateOn = useAppSelector(selectAffiliateSystemOn);
  const setting = (type: string) => settingValue(settings, type);
  const siteName = setting('site_name');
  const footerLogo = setting('footer_logo');
  const phone = setting('contact_phone');
  const email = setting('contact_email');
  const address = setting('contact_address');
  const paymentImage = setting('payment_method_images');
  const socials = socialLinks(settings);
  const t = useText('layout');
  const { number } = useFormat();

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          {footerLogo ? (
            <img src={footerLogo} alt={siteName ?? t('Logo')} width={240} height={64} loading="lazy" className={styles.logo} />
          ) : (
            siteName && <p className={styles.siteName}>{siteName}</p>
          )}
          {setting('about_us_description') && <p className={styles.description}>{setting('about_us_description')}</p>}
          {socials.length > 0 && (
            <ul className={styles.socials} aria-label={t('Follow us')}>
              {socials.map(({ setting: key, name, href, Icon }) => (
                <li key={key}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name} className={styles.social}>
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <FooterLinkList
          title={t('Quick Links')}
          pages={pagesAt(pages, QUICK_LINKS_POSITION)}
          extra={
            affiliateOn && (
              <li>
                <Link href={AFFILIATE_REGISTRATION_PATH}>{t('Affiliate Registration')}</Link>
              </li>
            )
          }
        />
        <FooterLinkList title={t('Legal')} pages={pagesAt(pages, LEGAL_POSITION)} />

        {(phone || email || address) && (
          <div className={`${styles.column} ${styles.contactColumn}`}>
            <h2 className={styles.heading}>{t('Contact Us')}</h2>
            <address className={styles.contact}>
              {phone && (
                <a href={telHref(phone)}>
                  <PhoneIcon size={18} />
                  {phone}
                </a>
              )}
              {email && (
                <a href={`mailto:${email}`}>
                  <MailIcon size={18} />
                  {email}
                </a>
              )}
              {address && (
                <p>
                  <MapPinIcon size={18} />
                  {address}
                </p>
              )}
            </address>
          </div>
        )}
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p className={styles.copyright}>
            {t('© {year} {siteName}. All rights reserved.', { year: number(new Date().getFullYear()), siteName: siteName ?? '' })}
          </p>
          {paymentImage && (
            <div className={styles.payments}>
              <span>{t('We accept')}</span>
              <img src={paymentImage} alt={t('Payment methods we accept')} width={520} height={40} loading="lazy" />
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}
