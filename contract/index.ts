import * as account from './account';
import * as affiliate from './affiliate';
import * as auth from './auth';
import * as cart from './cart';
import * as catalog from './catalog';
import * as checkout from './checkout';
import * as content from './content';
import * as envelope from './envelope';
import * as home from './home';
import * as orders from './orders';
import * as payments from './payments';
import * as reviews from './reviews';
import * as settings from './settings';
import * as stockRequests from './stockRequests';
import * as stores from './stores';
import * as wishlist from './wishlist';
import { ANSWERS, type Contract } from './answers';

export type { Contract, ContractKey } from './answers';

// Every answer's schema at once, for the embedded API's tests and the API reference. The storefront
// loads them one module at a time through `answerSchema` (contract/answers.ts).

const MODULES: Record<string, Record<string, unknown>> = {
  account,
  affiliate,
  auth,
  cart,
  catalog,
  checkout,
  content,
  envelope,
  home,
  orders,
  payments,
  reviews,
  settings,
  stockRequests,
  stores,
  wishlist,
};

export const contract = Object.fromEntries(
  Object.entries(ANSWERS).map(([key, [domain, name]]) => [key, MODULES[domain][name]]),
) as Contract;
