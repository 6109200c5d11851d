import {
  absoluteShopLink,
  affiliatePagePath,
  referralShareLinks,
  referralShareText,
  searchFromQuery,
  SHOP_LINK_MESSAGE,
  shopLinkError,
} from '@/utils/affiliateLinks';

describe('absoluteShopLink', () => {
  it('prefixes the site-relative answer with the shop origin', () => {
    expect(absoluteShopLink('https://shop.example', '/details/jamdani-saree?aff_ref=DEMOAFF')).toBe(
      'https://shop.example/details/jamdani-saree?aff_ref=DEMOAFF',
    );
    expect(absoluteShopLink('https://shop.example/', '/?aff_ref=DEMOAFF')).toBe('https://shop.example/?aff_ref=DEMOAFF');
  });

  it('leaves a whole link as it is', () => {
    expect(absoluteShopLink('https://shop.example', 'https://cdn.example/x')).toBe('https://cdn.example/x');
  });
});

describe('shopLinkError', () => {
  it('leaves paths and links, with or without their scheme, to the server', () => {
    expect(shopLinkError('/category/saree')).toBeUndefined();
    expect(shopLinkError(' https://shop.example/details/x ')).toBeUndefined();
    expect(shopLinkError('shop.example/details/x')).toBeUndefined();
  });

  it('asks for a link when there is none, or for one without spaces', () => {
    expect(shopLinkError('   ')).toBe(SHOP_LINK_MESSAGE);
    expect(shopLinkError('red saree')).toBe('Please enter a link to this shop');
  });
});

describe('sharing a referral link', () => {
  it('names the shop when its name is known', () => {
    expect(referralShareText('Rongdhonu')).toBe('Shop the latest fashion at Rongdhonu');
    expect(referralShareText(undefined)).toBe('Shop the latest fashion');
  });

  it('opens WhatsApp with the words and the link, and Facebook with the link', () => {
    const links = referralShareLinks('https://shop.example/?aff_ref=DEMOAFF', 'Rongdhonu');
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Shop%20the%20latest%20fashion%20at%20Rongdhonu%20https%3A%2F%2Fshop.example%2F%3Faff_ref%3DDEMOAFF',
    );
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2F%3Faff_ref%3DDEMOAFF');
  });
});

describe('affiliatePagePath', () => {
  it('has no ?page= on the first page', () => {
    expect(affiliatePagePath('/affiliate/referrals', 1)).toBe('/affiliate/referrals');
    expect(affiliatePagePath('/affiliate/referrals', 3)).toBe('/affiliate/referrals?page=3');
  });

  it('keeps the other query values, leaving out empty ones', () => {
    expect(affiliatePagePath('/affiliate/items', 2, { search: 'red saree' })).toBe('/affiliate/items?search=red+saree&page=2');
    expect(affiliatePagePath('/affiliate/items', 1, { search: '' })).toBe('/affiliate/items');
  });
});

describe('searchFromQuery', () => {
  it('reads the first value, trimmed and cut to 100 characters', () => {
    expect(searchFromQuery(' saree ')).toBe('saree');
    expect(searchFromQuery(['panjabi', 'saree'])).toBe('panjabi');
    expect(searchFromQuery(undefined)).toBe('');
    expect(searchFromQuery('x'.repeat(150))).toHaveLength(100);
  });
});
