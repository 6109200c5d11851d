import type { Db } from '../connection';
import { bannerImagePath, brandImagePath } from '../../modules/media/paths';
import { insertInBatches } from './support';

const SHOP_NAME = 'Rongdhonu';

const WEBSITE_POPUP_CONTENT = [
  '<h2>Get 10% off your first order</h2>',
  '<p>Subscribe to our newsletter for new arrivals, Eid collections and members-only offers. ',
  'Use code <strong>WELCOME10</strong> at checkout.</p>',
].join('');

const ABOUT_US_DESCRIPTION =
  'Rongdhonu is a Bangladeshi fashion and lifestyle brand: panjabi, saree, three-piece, everyday ' +
  'wear and handmade home textiles from weavers in Tangail, Narayanganj and Rajshahi, delivered all over Bangladesh.';

/** Every setting the storefront reads, as strings (the business_settings table stores text). */
function businessSettings(popupImageLinkId: number): Record<string, string> {
  return {
    site_name: SHOP_NAME,
    site_motto: `${SHOP_NAME} | Bangladeshi Fashion & Lifestyle`,
    site_icon: brandImagePath('icon'),
    header_logo: brandImagePath('logo'),
    footer_logo: brandImagePath('logo-white'),
    system_logo_white: brandImagePath('logo-white'),
    about_us_description: ABOUT_US_DESCRIPTION,
    topbar_text: 'Cash on delivery all over Bangladesh | Pay with bKash, Nagad or card',
    topbar_background: '#7b1e2b',
    affiliate_system: '1',
    validation_time: '30',
    guest_checkout: '1',
    contact_phone: '+8809610001122',
    contact_email: 'support@rongdhonu.com.bd',
    contact_address: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
    facebook_link: 'https://www.facebook.com/rongdhonu.bd',
    instagram_link: 'https://www.instagram.com/rongdhonu.bd',
    youtube_link: 'https://www.youtube.com/@rongdhonu',
    twitter_link: 'https://x.com/rongdhonu_bd',
    linkedin_link: 'https://www.linkedin.com/company/rongdhonu',
    messenger_link: 'https://m.me/rongdhonu.bd',
    whatsapp_link: 'https://wa.me/8801711000000',
    header_script: '',
    footer_script: '',
    before_body_tags: '',
    facebook_chat_id: '',
    show_website_popup: '1',
    website_popup_content: WEBSITE_POPUP_CONTENT,
    website_popup_image_link_id: String(popupImageLinkId),
    show_subscribe_form: '1',
    payment_method_images: brandImagePath('payments'),
    meta_title: `${SHOP_NAME} | Panjabi, Saree, Three-Piece & Lifestyle Online Shop in Bangladesh`,
    meta_description:
      'Shop panjabi, jamdani and tant saree, salwar kameez, t-shirts, footwear and home textiles online. Cash on delivery all over Bangladesh.',
    meta_keywords: 'panjabi, saree, jamdani, salwar kameez, t-shirt, fashion, online shopping bangladesh',
    meta_image: bannerImagePath('slider', '#7b1e2b', 'Rongdhonu Eid Collection'),
    free_shipping_status: '1',
    free_shipping_limit: '1000',
    affiliate_default_commission: '5',
    affiliate_minimum_withdraw: '500',
    // The bag's "buy X, save Y percent" promotion.
    promotion_title: 'Buy 3, save 5%',
    promotion_buy_quantity: '3',
    promotion_discount_percent: '5',
    currency_code: 'BDT',
    currency_symbol: '৳',
  };
}

/** The two image links: the newsletter popup's picture (its id is a setting) and an app banner. */
async function seedImageLinks(db: Db): Promise<number> {
  const popup = await db
    .insertInto('image_links')
    .values({
      title: 'Newsletter popup',
      image: bannerImagePath('box', '#7b1e2b', 'Get 10 Percent Off'),
      link: '/subscribe',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('image_links')
    .values({ title: 'Eid Collection', image: bannerImagePath('wide', '#1f2a4a', 'Eid Collection'), link: '/category/panjabi' })
    .execute();
  return popup.id;
}

export async function seedSettings(db: Db, now: Date): Promise<void> {
  const popupImageLinkId = await seedImageLinks(db);
  const updatedAt = now.toISOString();
  await insertInBatches(
    db,
    'business_settings',
    Object.entries(businessSettings(popupImageLinkId)).map(([type, value]) => ({ type, value, updated_at: updatedAt })),
  );
}
