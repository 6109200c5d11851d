import type { Dictionary } from '@/utils/translate';

/** The membership page in Bangla. */
export const MEMBERSHIP_BANGLA: Dictionary = {
  'Membership Cards': 'মেম্বারশিপ কার্ড',
  Membership: 'মেম্বারশিপ',
  'No membership cards are on sale right now. Please check back soon.': 'এই মুহূর্তে কোনো মেম্বারশিপ কার্ড বিক্রি হচ্ছে না। কিছুদিন পর আবার দেখুন।',
  'Members pay {percent}% less than the regular price on every item. Pick a card, pay once online, and enter your card number at checkout for as long as it is valid.':
    'সদস্যরা প্রতিটি পণ্যে নিয়মিত দামের চেয়ে {percent}% কম দেন। একটি কার্ড বেছে নিন, একবার অনলাইনে পেমেন্ট করুন, আর মেয়াদ থাকা পর্যন্ত চেকআউটে কার্ড নম্বর দিন।',
  'Pick a card, pay once online, and enter your card number at checkout for as long as it is valid.':
    'একটি কার্ড বেছে নিন, একবার অনলাইনে পেমেন্ট করুন, আর মেয়াদ থাকা পর্যন্ত চেকআউটে কার্ড নম্বর দিন।',
  'Cards on sale': 'বিক্রির কার্ড',
  'Become a {shop}member and pay less than the regular price on every item.': '{shop}সদস্য হয়ে প্রতিটি পণ্যে নিয়মিত দামের চেয়ে কম দিন।',
  'Checking your payment…': 'আপনার পেমেন্ট যাচাই হচ্ছে…',
  'Your payment did not go through, so no card was issued. You can choose a card and try again.':
    'আপনার পেমেন্ট সম্পন্ন হয়নি, তাই কোনো কার্ড দেওয়া হয়নি। একটি কার্ড বেছে নিয়ে আবার চেষ্টা করতে পারেন।',
  'Payment received. Your {card} card {number} is listed below under Your cards.':
    'পেমেন্ট পাওয়া গেছে। আপনার {card} কার্ড {number} নিচে "আপনার কার্ড" অংশে আছে।',
  '{name} membership card': '{name} মেম্বারশিপ কার্ড',
  '{percent}% off': '{percent}% ছাড়',
  'Regular price': 'নিয়মিত দাম',
  'Members pay {percent}% less than the regular price on every item': 'সদস্যরা প্রতিটি পণ্যে নিয়মিত দামের চেয়ে {percent}% কম দেন',
  'Valid for {period} from the day you buy it': 'কেনার দিন থেকে {period} মেয়াদ',
  '{count} year': '{count} বছর',
  '{count} years': '{count} বছর',
  '{count} day': '{count} দিন',
  '{count} days': '{count} দিন',
  Buy: 'কিনুন',
  '{name} card': '{name} কার্ড',
  'Your cards': 'আপনার কার্ড',
  'Loading your cards…': 'আপনার কার্ডগুলো লোড হচ্ছে…',
  'Your cards could not be loaded just now. Please try again in a moment.': 'এই মুহূর্তে আপনার কার্ডগুলো লোড করা যায়নি। একটু পরে আবার চেষ্টা করুন।',
  'You have no membership card yet. Choose one above to start saving.': 'আপনার এখনও কোনো মেম্বারশিপ কার্ড নেই। সাশ্রয় শুরু করতে উপরে একটি বেছে নিন।',
  'Enter your card number at checkout: a code sent to you confirms it, and your member prices apply.':
    'চেকআউটে কার্ড নম্বর দিন: আপনার কাছে পাঠানো কোড দিয়ে যাচাই হলে সদস্য মূল্য প্রযোজ্য হবে।',
  'Card number': 'কার্ড নম্বর',
  Card: 'কার্ড',
  Status: 'অবস্থা',
  Active: 'সক্রিয়',
  Expired: 'মেয়াদ শেষ',
  Cancelled: 'বাতিল',
  'Valid until': 'মেয়াদ আছে',
  Expiry: 'মেয়াদ শেষ',
  'Choose how you want to pay': 'কীভাবে পেমেন্ট করবেন বেছে নিন',
  'The payment methods could not be loaded just now. Please try again in a moment.': 'এই মুহূর্তে পেমেন্টের মাধ্যমগুলো লোড করা যায়নি। একটু পরে আবার চেষ্টা করুন।',
  'Online payment is not available right now, and a membership card is paid online. Please try again later.':
    'এই মুহূর্তে অনলাইন পেমেন্ট চালু নেই, আর মেম্বারশিপ কার্ডের দাম অনলাইনেই দিতে হয়। পরে আবার চেষ্টা করুন।',
  'Loading payment methods…': 'পেমেন্টের মাধ্যমগুলো লোড হচ্ছে…',
  'Buy the {name} card': '{name} কার্ড কিনুন',
  'Pay with': 'পেমেন্টের মাধ্যম',
  'Taking you to payment…': 'পেমেন্ট পেজে নিয়ে যাচ্ছি…',
  'Pay {amount}': '{amount} পেমেন্ট করুন',
  'You will be taken to the payment page. Your card is issued as soon as the payment is approved.':
    'আপনাকে পেমেন্ট পেজে নিয়ে যাওয়া হবে। পেমেন্ট অনুমোদন হলেই কার্ড দেওয়া হবে।',
  'A membership card is paid online.': 'মেম্বারশিপ কার্ডের দাম অনলাইনে দিতে হয়।',
};
