import type { Dictionary } from '@/utils/translate';

/** The simulated payment gateway page in Bangla. */
export const PAYMENT_BANGLA: Dictionary = {
  'Simulated payment gateway': 'পরীক্ষামূলক পেমেন্ট গেটওয়ে',
  'For development and testing: no money moves.': 'ডেভেলপমেন্ট ও পরীক্ষার জন্য: কোনো টাকা লেনদেন হয় না।',
  'This payment was not found.': 'এই পেমেন্টটি পাওয়া যায়নি।',
  'This payment could not be loaded. Please try again.': 'এই পেমেন্টটি লোড করা যায়নি। আবার চেষ্টা করুন।',
  'The payment could not be completed. Please try again.': 'পেমেন্টটি সম্পন্ন করা যায়নি। আবার চেষ্টা করুন।',
  'This payment was approved.': 'এই পেমেন্টটি অনুমোদিত হয়েছে।',
  'This payment was declined.': 'এই পেমেন্টটি গ্রহণ করা হয়নি।',
  'Pay with': 'পেমেন্টের মাধ্যম',
  Description: 'বিবরণ',
  Amount: 'পরিমাণ',
  Reference: 'রেফারেন্স',
  'Approving…': 'অনুমোদন হচ্ছে…',
  'Approve payment': 'পেমেন্ট অনুমোদন করুন',
  'Declining…': 'প্রত্যাখ্যান হচ্ছে…',
  'Decline payment': 'পেমেন্ট প্রত্যাখ্যান করুন',
  Continue: 'চালিয়ে যান',
  'Loading the payment…': 'পেমেন্ট লোড হচ্ছে…',
  'Back to the shop': 'দোকানে ফিরে যান',
  'Test mode': 'টেস্ট মোড',
};
