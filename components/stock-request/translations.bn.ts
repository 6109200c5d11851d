import type { Dictionary } from '@/utils/translate';

/** Back-in-stock alerts in Bangla: the Notify me form and dialog, and the /request-stock page. */
export const STOCK_REQUEST_BANGLA: Dictionary = {
  // The form (on /request-stock and in the product page's dialog)
  'Notify me': 'আমাকে জানান',
  'Notify me when available': 'পাওয়া গেলে আমাকে জানান',
  'This item is sold out right now.': 'এই পণ্যটি এখন স্টকে নেই।',
  'Leave your email or phone number and we will tell you when it is back in stock.':
    'আপনার ইমেইল বা ফোন নম্বর দিন, আবার স্টকে এলে আমরা আপনাকে জানিয়ে দেব।',
  'Email or phone number': 'ইমেইল বা ফোন নম্বর',
  'you@example.com or 01XXXXXXXXX': 'you@example.com অথবা 01XXXXXXXXX',
  'Leave it empty to use the phone number or email of your account.': 'খালি রাখলে আপনার অ্যাকাউন্টের ফোন নম্বর বা ইমেইলে জানানো হবে।',
  'Please enter an email or a phone number': 'একটি ইমেইল বা ফোন নম্বর দিন',
  'Please enter a valid email address or an 11-digit phone number': 'সঠিক ইমেইল ঠিকানা অথবা ১১ সংখ্যার ফোন নম্বর দিন',
  'Please enter either an email or a phone number, not both': 'ইমেইল অথবা ফোন নম্বর, যেকোনো একটি দিন',
  'Your request could not be sent. Please try again.': 'আপনার অনুরোধ পাঠানো যায়নি। আবার চেষ্টা করুন।',
  'Your session has ended. Please refresh the page and try again.': 'আপনার সেশন শেষ হয়ে গেছে। পেজটি রিফ্রেশ করে আবার চেষ্টা করুন।',
  'We will let you know when it is back in stock': 'আবার স্টকে এলে আমরা আপনাকে জানাব',
  'You are already on the list': 'আপনি ইতিমধ্যে তালিকায় আছেন',
  'This item is in stock': 'পণ্যটি স্টকে আছে',
  'We will send one message as soon as this item is back. Popular sizes sell out quickly, so be quick when it arrives.':
    'পণ্যটি ফিরে এলেই আমরা একটি বার্তা পাঠাব। জনপ্রিয় সাইজগুলো দ্রুত শেষ হয়ে যায়, তাই বার্তা পেলেই দেরি করবেন না।',
  'Back to the product': 'পণ্যে ফিরে যান',
  'See my requests': 'আমার অনুরোধগুলো দেখুন',
  Done: 'ঠিক আছে',

  // /request-stock
  'Loading…': 'লোড হচ্ছে…',
  'Loading the product…': 'পণ্যটি লোড হচ্ছে…',
  'This product could not be loaded. Please check your connection and try again.':
    'পণ্যটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'We could not find this product': 'পণ্যটি খুঁজে পাওয়া যায়নি',
  'It may have been removed from the shop, or the link is incomplete.': 'হয়তো পণ্যটি সরিয়ে ফেলা হয়েছে, অথবা লিংকটি অসম্পূর্ণ।',
  Colour: 'রং',
  Size: 'সাইজ',
  'Which colour and size?': 'কোন রং ও সাইজ?',
  'Choose the colour and size you want on the product page; sold-out sizes are marked there.':
    'পণ্যের পেজে আপনার পছন্দের রং ও সাইজ বেছে নিন; স্টকে না থাকা সাইজগুলো সেখানে চিহ্নিত করা আছে।',
  'Go to the product': 'পণ্যে যান',
  'Good news: this item is in stock': 'সুখবর: পণ্যটি স্টকে আছে',
  'You can order it right away.': 'এখনই অর্ডার করতে পারেন।',
  'Shop it now': 'এখনই কিনুন',
  'My back-in-stock requests': 'আমার স্টক-অনুরোধ',
  'Back-in-stock alerts': 'স্টকে ফেরার খবর',
  'Loading your requests…': 'আপনার অনুরোধগুলো লোড হচ্ছে…',
  'Your requests could not be loaded. Please check your connection and try again.':
    'আপনার অনুরোধগুলো লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'There are no requests on this page.': 'এই পেজে কোনো অনুরোধ নেই।',
  'You have no back-in-stock requests.': 'আপনার কোনো স্টক-অনুরোধ নেই।',
  'When a size you want is sold out, ask on its product page and we will tell you when it is back.':
    'পছন্দের সাইজ স্টকে না থাকলে পণ্যের পেজ থেকে অনুরোধ করুন, ফিরে এলেই আমরা জানিয়ে দেব।',
  'Back to your requests': 'আপনার অনুরোধে ফিরে যান',
  '{count} request': '{count}টি অনুরোধ',
  '{count} requests': '{count}টি অনুরোধ',
  'Colour: {colour}': 'রং: {colour}',
  'Size: {size}': 'সাইজ: {size}',
  'Back in stock': 'আবার স্টকে',
  Waiting: 'অপেক্ষায়',
  'Asked on {date}': '{date} তারিখে অনুরোধ করেছেন',
  'told you on {date} at {contact}': '{date} তারিখে {contact}-এ জানানো হয়েছে',
  'we will tell you at {contact}': '{contact}-এ জানানো হবে',
  'Sold out in your size? Open the product, choose the colour and size, and ask us to tell you when it is back. We send one message to your email or phone as soon as it returns.':
    'আপনার সাইজ স্টকে নেই? পণ্যটি খুলুন, রং ও সাইজ বেছে নিন, আর ফিরে এলে জানাতে বলুন। ফিরে এলেই আমরা আপনার ইমেইল বা ফোনে একটি বার্তা পাঠাব।',
  'Signed-in customers can follow all their requests on this page.': 'লগইন করা গ্রাহকেরা এই পেজে তাঁদের সব অনুরোধ দেখতে পারেন।',
  'Log in to see your requests': 'অনুরোধগুলো দেখতে লগইন করুন',
};
