import { mergeDictionaries, translate, type Dictionary } from '@/utils/translate';

const BANGLA: Dictionary = {
  'Add to cart': 'ব্যাগে যোগ করুন',
  '{count} items': '{count}টি পণ্য',
  'Hello, {name}': 'হ্যালো, {name}',
};

describe('translate', () => {
  it('keeps the English text exactly in English', () => {
    expect(translate(BANGLA, 'en', 'Add to cart')).toBe('Add to cart');
  });

  it('looks the English text up in the Bangla dictionary', () => {
    expect(translate(BANGLA, 'bn', 'Add to cart')).toBe('ব্যাগে যোগ করুন');
  });

  it('leaves a text without a translation (catalogue data, a new message) in English', () => {
    expect(translate(BANGLA, 'bn', 'Cotton Panjabi')).toBe('Cotton Panjabi');
  });

  it('fills placeholders, numbers in the language digits and names as given', () => {
    expect(translate(BANGLA, 'en', '{count} items', { count: 12 })).toBe('12 items');
    expect(translate(BANGLA, 'bn', '{count} items', { count: 12 })).toBe('১২টি পণ্য');
    expect(translate(BANGLA, 'bn', 'Hello, {name}', { name: 'Rafi 2' })).toBe('হ্যালো, Rafi 2');
  });

  it('leaves a placeholder it has no value for', () => {
    expect(translate(BANGLA, 'bn', 'Hello, {name}', {})).toBe('হ্যালো, {name}');
  });
});

describe('mergeDictionaries', () => {
  it('lets a later dictionary win', () => {
    const merged = mergeDictionaries(BANGLA, { 'Add to cart': 'কার্টে যোগ করুন' });
    expect(merged['Add to cart']).toBe('কার্টে যোগ করুন');
    expect(merged['{count} items']).toBe('{count}টি পণ্য');
  });
});
