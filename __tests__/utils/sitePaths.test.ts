import { localizedPath, localizedUrl, unlocalizedPath } from '@/utils/sitePaths';

describe('localizedPath', () => {
  it('keeps English URLs as they are', () => {
    expect(localizedPath('/cart', 'en')).toBe('/cart');
    expect(localizedPath('/', 'en')).toBe('/');
  });

  it('puts Bangla under /bn, the home page at /bn', () => {
    expect(localizedPath('/search?q=saree', 'bn')).toBe('/bn/search?q=saree');
    expect(localizedPath('/', 'bn')).toBe('/bn');
  });
});

describe('unlocalizedPath', () => {
  it('takes the language prefix off', () => {
    expect(unlocalizedPath('/bn/login')).toBe('/login');
    expect(unlocalizedPath('/bn')).toBe('/');
    expect(unlocalizedPath('/bn?x=1')).toBe('/?x=1');
    expect(unlocalizedPath('/en/cart')).toBe('/cart');
  });

  it('leaves other paths alone, even ones starting with the same letters', () => {
    expect(unlocalizedPath('/login')).toBe('/login');
    expect(unlocalizedPath('/bnx')).toBe('/bnx');
    expect(unlocalizedPath('/fr/cart')).toBe('/fr/cart');
  });
});

describe('localizedUrl', () => {
  it('puts an absolute address in the language, keeping its query', () => {
    expect(localizedUrl('https://shop.example/details/x?colour=Red', 'bn')).toBe('https://shop.example/bn/details/x?colour=Red');
    expect(localizedUrl('https://shop.example/', 'bn')).toBe('https://shop.example/bn');
    expect(localizedUrl('https://shop.example/details/x', 'en')).toBe('https://shop.example/details/x');
  });

  it('returns what it cannot read unchanged', () => {
    expect(localizedUrl('not a url', 'bn')).toBe('not a url');
  });
});
