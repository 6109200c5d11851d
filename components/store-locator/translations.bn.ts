import type { Dictionary } from '@/utils/translate';

/** The store locator in Bangla (store names, addresses and hours stay as the shop wrote them). */
export const STORE_LOCATOR_BANGLA: Dictionary = {
  'Store Locator': 'স্টোর লোকেটর',
  '{count} store': '{count}টি স্টোর',
  '{count} stores': '{count}টি স্টোর',
  '{first} and {last}': '{first} ও {last}',
  'Stores in {city}': '{city}-এর স্টোর',
  our: 'আমাদের',
  'Find a {brand} store near you: addresses, phone numbers, opening hours and directions for {stores} in {cities}.':
    'আপনার কাছের {brand} স্টোর খুঁজুন: {cities}-এ আমাদের {stores}-এর ঠিকানা, ফোন নম্বর, খোলার সময় ও যাওয়ার পথ।',
  Breadcrumb: 'ব্রেডক্রাম্ব',
  'Try on the new collection, get your size right and pick up your order at one of our {stores} in {cities}.':
    '{cities}-এ আমাদের {stores}-এর যেকোনোটিতে নতুন কালেকশন পরে দেখুন, সঠিক সাইজ বেছে নিন আর আপনার অর্ডার সংগ্রহ করুন।',
  'Filter by city': 'শহর অনুযায়ী দেখুন',
  'All cities': 'সব শহর',
  'We have no store in {city} yet. Here are all our stores.': '{city}-এ এখনো আমাদের কোনো স্টোর নেই। এখানে আমাদের সব স্টোর দেওয়া হলো।',
  '{stores} in {city}': '{city}-এ {stores}',
  'All {stores}': 'সব মিলিয়ে {stores}',
  Stores: 'স্টোর',
  Address: 'ঠিকানা',
  'Opening hours': 'খোলার সময়',
  Phone: 'ফোন',
  Email: 'ইমেইল',
  'Get directions': 'যাওয়ার পথ দেখুন',
  'to {name} (opens in a new tab)': '{name} পর্যন্ত (নতুন ট্যাবে খুলবে)',
  Call: 'কল করুন',
};
