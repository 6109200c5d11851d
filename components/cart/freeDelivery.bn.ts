import type { Dictionary } from '@/utils/translate';

/** The free-delivery progress in Bangla. */
export const FREE_DELIVERY_BANGLA: Dictionary = {
  'Add {amount} more for free delivery': 'ফ্রি ডেলিভারির জন্য আরও {amount} যোগ করুন',
  'You have free delivery': 'আপনি ফ্রি ডেলিভারি পাচ্ছেন',
  'You have free delivery; express delivery is charged extra': 'আপনি ফ্রি ডেলিভারি পাচ্ছেন; এক্সপ্রেস ডেলিভারির চার্জ আলাদা',
  'Progress towards free delivery': 'ফ্রি ডেলিভারির দিকে অগ্রগতি',
};
