// The browser storage keys, exactly as shared: a backend or an older build reading the same
// storage finds its data under the same names.

export const STORAGE_KEYS = {
  token: 'token',
  userData: 'user_data',
  tempId: 'tempId',
  guestId: 'gci',
  bag: 'CART',
  coupon: 'coupon',
  membership: 'membership',
  giftCard: 'gift_card',
  wishlist: 'wishList',
  globalSettings: 'globalsetting',
} as const;
