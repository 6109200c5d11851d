import type { OutboxMessage } from '@/server/modules/outbox/delivery';
import { localeOrDefault, type Locale } from '@/utils/locale';
import { absoluteUrl } from '@/utils/siteUrl';
import { productPath } from '@/utils/sitePaths';
import { translate, type Dictionary } from '@/utils/translate';

// The one message a back-in-stock request gets when its variant returns, in the language it was
// asked in: it names the product, the colour and size, and links to the product page.

const STOCK_ALERT_BANGLA: Dictionary = {
  'Back in stock: {product}': 'আবার স্টকে: {product}',
  'colour {colour}': 'রং {colour}',
  'size {size}': 'সাইজ {size}',
  'Good news! {item} is back in stock. Order it before it sells out again: {link}':
    'সুখবর! {item} আবার স্টকে এসেছে। আবার শেষ হয়ে যাওয়ার আগেই অর্ডার করুন: {link}',
};

export interface RestockedVariant {
  productName: string;
  productSlug: string;
  color: string | null;
  size: string | null;
}

export interface AlertRecipient {
  contact: string;
  channel: 'email' | 'phone';
  locale: string;
}

/** `Panjabi (colour Maroon, size 46)`; just the product when the variant has neither. */
function itemText(variant: RestockedVariant, locale: Locale): string {
  const options = [
    variant.color && translate(STOCK_ALERT_BANGLA, locale, 'colour {colour}', { colour: variant.color }),
    variant.size && translate(STOCK_ALERT_BANGLA, locale, 'size {size}', { size: variant.size }),
  ].filter(Boolean);
  return options.length > 0 ? `${variant.productName} (${options.join(', ')})` : variant.productName;
}

/** The product page in the shopper's language (Bangla pages live under `/bn`). */
function productPageUrl(origin: string, slug: string, locale: Locale): string {
  return absoluteUrl(origin, `${locale === 'bn' ? '/bn' : ''}${productPath(slug)}`);
}

/** An SMS to a phone, an e-mail to an e-mail address. */
export function backInStockMessage(variant: RestockedVariant, recipient: AlertRecipient, origin: string): OutboxMessage {
  const locale = localeOrDefault(recipient.locale);
  const link = productPageUrl(origin, variant.productSlug, locale);
  return {
    channel: recipient.channel === 'phone' ? 'sms' : 'email',
    recipient: recipient.contact,
    subject: translate(STOCK_ALERT_BANGLA, locale, 'Back in stock: {product}', { product: variant.productName }),
    body: translate(STOCK_ALERT_BANGLA, locale, 'Good news! {item} is back in stock. Order it before it sells out again: {link}', {
      item: itemText(variant, locale),
      link,
    }),
  };
}
