import type { Dictionary } from '@/utils/translate';

/** The full bag page in Bangla. */
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
  'Remove {product}': '{product} সরান',

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
  'Applied coupon': 'প্রয়োগ করা কুপন',
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
  'To pay': 'পরিশোধযোগ্য',
  'You save {amount} on this order': 'এই অর্ডারে আপনি {amount} সাশ্রয় করছেন',
  'Proceed to checkout': 'চেকআউটে যান',
};
