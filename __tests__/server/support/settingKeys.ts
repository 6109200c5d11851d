/** The required business settings. */
export const SPEC_SETTING_KEYS = [
  'footer_logo',
  'about_us_description',
  'topbar_text',
  'topbar_background',
  'affiliate_system',
  'validation_time',
  'guest_checkout',
  'contact_phone',
  'contact_email',
  'contact_address',
  'facebook_link',
  'instagram_link',
  'youtube_link',
  'twitter_link',
  'linkedin_link',
  'messenger_link',
  'whatsapp_link',
  'header_script',
  'footer_script',
  'before_body_tags',
  'facebook_chat_id',
  'show_website_popup',
  'website_popup_content',
  'show_subscribe_form',
];

/** Settings the storefront reads besides those: branding, SEO and the popup image. */
export const STOREFRONT_SETTING_KEYS = [
  'site_motto',
  'site_icon',
  'header_logo',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'meta_image',
  'website_popup_image_link_id',
];
