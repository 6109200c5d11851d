// The affiliate area's routes (capitalised as published), page titles and the messages it shows.

export const AFFILIATE_PATHS = {
  registration: '/affiliate/registration',
  dashboard: '/affiliate/Dashboard',
  urls: '/affiliate/Urls',
  items: '/affiliate/items',
  graphs: '/affiliate/Graphs',
  referrals: '/affiliate/referrals',
  payouts: '/affiliate/payouts',
  withdrawRequest: '/affiliate/withdraw_request',
  visits: '/affiliate/visits',
} as const;

export const AFFILIATE_TITLES = {
  registration: 'Affiliate Registration',
  dashboard: 'Affiliate Dashboard',
  urls: 'URLs Generator',
  items: 'Items',
  graphs: 'Graphs',
  referrals: 'Referrals',
  payouts: 'Payment History',
  withdrawRequest: 'Withdraw Request',
  visits: 'Visits',
} as const;

export const AFFILIATE_MESSAGES = {
  affiliatesOnly: 'This page is for approved affiliates',
  programmeClosed: 'The affiliate programme is not open at the moment.',
  loadFailed: 'This page could not be loaded. Please check your connection and try again.',
  copied: 'Copied',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
} as const;
