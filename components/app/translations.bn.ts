import type { Dictionary } from '@/utils/translate';

/** The app frame's own texts: the sign-in guard and the forced password update. */
export const APP_BANGLA: Dictionary = {
  'You are not authorized to access this page': 'এই পাতাটি দেখার অনুমতি আপনার নেই',
  'Checking your account…': 'আপনার অ্যাকাউন্ট যাচাই করা হচ্ছে…',
  'Please update your password first': 'আগে আপনার পাসওয়ার্ড বদলে নিন',
  'Set a password of your own to keep your account safe, then carry on shopping.':
    'অ্যাকাউন্ট নিরাপদ রাখতে নিজের একটি পাসওয়ার্ড দিন, তারপর কেনাকাটা চালিয়ে যান।',
  'Update password': 'পাসওয়ার্ড বদলান',
};
