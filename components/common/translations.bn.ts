import type { Dictionary } from '@/utils/translate';

/** The shared widgets (dialogs, stepper, carousel, newsletter popup, error pages) in Bangla. */
export const WIDGETS_BANGLA: Dictionary = {
  Close: 'বন্ধ করুন',
  'Quantity of {name}': '{name}-এর পরিমাণ',
  'Decrease quantity of {name}': '{name}-এর পরিমাণ কমান',
  'Increase quantity of {name}': '{name}-এর পরিমাণ বাড়ান',
  'Quantity {quantity}': 'পরিমাণ {quantity}',
  '(optional)': '(ঐচ্ছিক)',
  'Previous slide': 'আগের স্লাইড',
  'Next slide': 'পরের স্লাইড',
  'Subscribe to our newsletter': 'আমাদের নিউজলেটারে সাবস্ক্রাইব করুন',
  'Close newsletter popup': 'নিউজলেটার পপআপ বন্ধ করুন',
  Email: 'ইমেইল',
  Phone: 'ফোন',
  'Subscribing…': 'সাবস্ক্রাইব হচ্ছে…',
  Subscribe: 'সাবস্ক্রাইব করুন',
  'Page not found': 'পেজটি পাওয়া যায়নি',
  'The page you are looking for has moved or no longer exists.': 'আপনি যে পেজটি খুঁজছেন সেটি সরানো হয়েছে অথবা আর নেই।',
  'Something went wrong': 'কিছু একটা ভুল হয়েছে',
  'The shop could not load this page right now. Your bag is kept; please try again in a moment.':
    'শপটি এই মুহূর্তে পেজটি লোড করতে পারেনি। আপনার ব্যাগ সংরক্ষিত আছে; একটু পরে আবার চেষ্টা করুন।',
};
