import { ACCOUNT_BANGLA } from '@/components/account/translations.bn';
import { AFFILIATE_BANGLA } from '@/components/affiliate/translations.bn';
import { BAG_BANGLA } from '@/components/bag/translations.bn';
import { CATEGORY_BANGLA } from '@/components/category/translations.bn';
import { CHECKOUT_BANGLA } from '@/components/checkout/translations.bn';
import { WIDGETS_BANGLA } from '@/components/common/translations.bn';
import { CONTENT_BANGLA } from '@/components/content/translations.bn';
import { HOME_BANGLA } from '@/components/home/translations.bn';
import { LAYOUT_BANGLA } from '@/components/layout/translations.bn';
import { MEMBERSHIP_BANGLA } from '@/components/membership/translations.bn';
import { ORDERS_BANGLA } from '@/components/orders/translations.bn';
import { PAYMENT_BANGLA } from '@/components/payment/translations.bn';
import { PRODUCT_BANGLA } from '@/components/product/translations.bn';
import { PROFILE_BANGLA } from '@/components/profile/translations.bn';
import { REVIEWS_BANGLA } from '@/components/reviews/translations.bn';
import { SEARCH_BANGLA } from '@/components/search/translations.bn';
import { STOCK_REQUEST_BANGLA } from '@/components/stock-request/translations.bn';
import { STORE_LOCATOR_BANGLA } from '@/components/store-locator/translations.bn';
import { provideBangla, type BanglaDictionaries } from '@/utils/translations/bangla';
import { COMMON_BANGLA } from '@/utils/translations/common.bn';
import { APP_BANGLA } from './translations.bn';

const BANGLA: BanglaDictionaries = {
  common: COMMON_BANGLA,
  account: ACCOUNT_BANGLA,
  affiliate: AFFILIATE_BANGLA,
  app: APP_BANGLA,
  bag: BAG_BANGLA,
  category: CATEGORY_BANGLA,
  checkout: CHECKOUT_BANGLA,
  content: CONTENT_BANGLA,
  home: HOME_BANGLA,
  layout: LAYOUT_BANGLA,
  membership: MEMBERSHIP_BANGLA,
  orders: ORDERS_BANGLA,
  payment: PAYMENT_BANGLA,
  product: PRODUCT_BANGLA,
  profile: PROFILE_BANGLA,
  reviews: REVIEWS_BANGLA,
  search: SEARCH_BANGLA,
  stockRequest: STOCK_REQUEST_BANGLA,
  storeLocator: STORE_LOCATOR_BANGLA,
  widgets: WIDGETS_BANGLA,
};

// Provided as this chunk is evaluated: on a Bangla page that is before hydration, so the first render in
// the browser matches the server's.
provideBangla(BANGLA);

/** Rendered by the app frame on Bangla pages only; loading it is what matters, it renders nothing. */
export default function BanglaTexts() {
  return null;
}
