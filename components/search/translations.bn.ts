import type { Dictionary } from '@/utils/translate';

/** The search box and the search page in Bangla. */
export const SEARCH_BANGLA: Dictionary = {
  'No suggestions': 'কোনো সাজেশন নেই',
  '{count} suggestion': '{count}টি সাজেশন',
  '{count} suggestions': '{count}টি সাজেশন',
  'Search products': 'পণ্য খুঁজুন',
  'Search for panjabi, saree, shirts…': 'পাঞ্জাবি, শাড়ি, শার্ট খুঁজুন…',
  Search: 'খুঁজুন',
  'Search suggestions': 'খোঁজার সাজেশন',
  Categories: 'ক্যাটাগরি',
  Products: 'পণ্য',
  'in {parents}': '{parents}-এ',
  'All results': 'সব ফলাফল',
  'Search for “{term}”': '“{term}” খুঁজুন',
  'Popular categories': 'জনপ্রিয় ক্যাটাগরি',
  'Search results for “{term}”': '“{term}”-এর খোঁজের ফলাফল',
  'What are you looking for today?': 'আজ আপনি কী খুঁজছেন?',
  'No products found for “{term}”': '“{term}”-এর জন্য কোনো পণ্য পাওয়া যায়নি',
  'Check the spelling, try a more general word, or browse a category instead.':
    'বানানটি দেখে নিন, আরও সাধারণ কোনো শব্দ দিয়ে খুঁজুন, অথবা কোনো ক্যাটাগরি ঘুরে দেখুন।',
  'Back to the home page': 'হোম পেজে ফিরে যান',
  'Products matching {term}': '{term}-এর সাথে মেলে এমন পণ্য',
};
