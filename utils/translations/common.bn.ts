import type { Dictionary } from '../translate';

/**
 * Texts every feature shows: shared buttons, validation messages and the API's messages (looked up
 * by their exact English text). Feature dictionaries live beside their components.
 */
export const COMMON_BANGLA: Dictionary = {
  'Something went wrong. Please try again.': 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
  'This field is required': 'এই তথ্যটি দিতে হবে',
  Loading: 'লোড হচ্ছে',
  Save: 'সংরক্ষণ করুন',
  Cancel: 'বাতিল',
  Close: 'বন্ধ করুন',
  Submit: 'জমা দিন',
};
