import type { Dictionary } from '@/utils/translate';

/** The bag in Bangla: its page, both bag panels, the floating button's side panel and the free delivery progress. */
export const BAG_BANGLA: Dictionary = {
  'Shopping Bag': 'শপিং ব্যাগ',
  'Your bag could not be loaded just now. Please try again.': 'এই মুহূর্তে আপনার ব্যাগ লোড করা যায়নি। আবার চেষ্টা করুন।',
  Product: 'পণ্য',
  Price: 'দাম',
  Quantity: 'পরিমাণ',
  Total: 'মোট',
  'Items in your bag': 'আপনার ব্যাগের পণ্য',
  'Add Something to Cart': 'ব্যাগে কিছু যোগ করুন',
  'Your bag is empty. New arrivals, festive wear and everyday favourites are waiting for you.':
    'আপনার ব্যাগ খালি। নতুন কালেকশন, উৎসবের পোশাক আর প্রতিদিনের পছন্দের পোশাক আপনার অপেক্ষায়।',
  'Loading your bag': 'আপনার ব্যাগ লোড হচ্ছে',

  // A line
  'Colour: {colour}': 'রং: {colour}',
  'Size: {size}': 'সাইজ: {size}',
  'Regular price': 'নিয়মিত দাম',
  'Remove {name}': '{name} সরান',

  // Promotion
  Promotion: 'প্রোমোশন',
  'Progress towards the promotion': 'প্রোমোশনের দিকে অগ্রগতি',
  'You save {percent} on this bag': 'এই ব্যাগে আপনি {percent} সাশ্রয় করছেন',
  'Add {count} more item to save {percent}': 'আরও {count}টি পণ্য যোগ করলে {percent} সাশ্রয়',
  'Add {count} more items to save {percent}': 'আরও {count}টি পণ্য যোগ করলে {percent} সাশ্রয়',

  // Coupon
  Coupon: 'কুপন',
  'Please enter a coupon code': 'কুপন কোড দিন',
  'Coupon code': 'কুপন কোড',
  'Enter your code': 'আপনার কোড দিন',
  'Applying…': 'প্রয়োগ হচ্ছে…',
  Apply: 'প্রয়োগ করুন',
  applied: 'প্রয়োগ করা হয়েছে',
  'Remove coupon {code}': 'কুপন {code} সরান',
  'Removing…': 'সরানো হচ্ছে…',
  Remove: 'সরান',

  // Order summary
  'Order summary': 'অর্ডারের সারাংশ',
  'Sub total': 'সাব টোটাল',
  'Product discount': 'পণ্যে ছাড়',
  'Membership discount': 'মেম্বারশিপ ছাড়',
  Discount: 'ছাড়',
  Tax: 'ট্যাক্স',
  Shipping: 'ডেলিভারি চার্জ',
  'Calculated at checkout': 'চেকআউটে হিসাব হবে',
  'Gift card': 'গিফট কার্ড',
  'Amount to pay': 'পরিশোধযোগ্য মূল্য',
  'You save {amount} on this order': 'এই অর্ডারে আপনি {amount} সাশ্রয় করছেন',
  'Proceed to checkout': 'চেকআউটে যান',

  // The bag panels and the side panel
  Subtotal: 'সাবটোটাল',
  'View shopping bag': 'শপিং ব্যাগ দেখুন',
  Checkout: 'চেকআউট',
  'Qty: {quantity}': 'পরিমাণ: {quantity}',
  'Shopping Cart': 'শপিং কার্ট',
  'View cart': 'কার্ট দেখুন',
  'Spend {amount} more for free shipping': 'ফ্রি ডেলিভারির জন্য আরও {amount} কেনাকাটা করুন',
  'Your order ships free': 'আপনার অর্ডারে ডেলিভারি ফ্রি',
  'Free shipping progress': 'ফ্রি ডেলিভারির অগ্রগতি',
  'My profile': 'আমার প্রোফাইল',
  'My orders': 'আমার অর্ডার',
  'My wishlist': 'আমার উইশলিস্ট',
  'Welcome to our shop': 'আমাদের শপে স্বাগতম',
  'Sign in to follow your orders, keep a wishlist and check out faster.':
    'অর্ডার ট্র্যাক করতে, উইশলিস্ট রাখতে আর দ্রুত চেকআউট করতে সাইন ইন করুন।',
  'Sign in': 'সাইন ইন',
  'Hello, {name}': 'হ্যালো, {name}',
  there: 'আপনি',
  Logout: 'লগআউট',
  Cart: 'কার্ট',
  Wishlist: 'উইশলিস্ট',
  Account: 'অ্যাকাউন্ট',
  'Your bag, wishlist and account': 'আপনার ব্যাগ, উইশলিস্ট ও অ্যাকাউন্ট',
  'Bag, wishlist and account': 'ব্যাগ, উইশলিস্ট ও অ্যাকাউন্ট',
  'Your bag': 'আপনার ব্যাগ',
  'Open your bag:': 'আপনার ব্যাগ খুলুন:',
  'Your wishlist is empty': 'আপনার উইশলিস্ট খালি',
  'Sign in to keep the products you love in one place.': 'পছন্দের পণ্যগুলো এক জায়গায় রাখতে সাইন ইন করুন।',
  'Loading your wishlist…': 'আপনার উইশলিস্ট লোড হচ্ছে…',
  'Remove {name} from wishlist': 'উইশলিস্ট থেকে {name} সরিয়ে দিন',
  'View wishlist': 'উইশলিস্ট দেখুন',

  // Free delivery
  'Add {amount} more for free delivery': 'ফ্রি ডেলিভারির জন্য আরও {amount} যোগ করুন',
  'You have free delivery': 'আপনি ফ্রি ডেলিভারি পাচ্ছেন',
  'You have free delivery; express delivery is charged extra': 'আপনি ফ্রি ডেলিভারি পাচ্ছেন; এক্সপ্রেস ডেলিভারির চার্জ আলাদা',
  'Progress towards free delivery': 'ফ্রি ডেলিভারির দিকে অগ্রগতি',
};
