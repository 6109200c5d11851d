/** Reviewer names as Bangladeshi shoppers write them in English. */
export const REVIEWER_NAMES = [
  'Tanvir Ahmed',
  'Nusrat Jahan',
  'Rafiqul Islam',
  'Farzana Akter',
  'Sabbir Hossain',
  'Mim Chowdhury',
  'Arif Rahman',
  'Sadia Islam',
  'Mehedi Hasan',
  'Tasnim Ferdous',
  'Shakil Mahmud',
  'Rumana Begum',
  'Imran Kabir',
  'Jannatul Ferdous',
  'Nayeem Uddin',
  'Sharmin Sultana',
  'Kamrul Hasan',
  'Anika Tabassum',
  'Rakib Hasan',
  'Lamia Rahman',
  'Towhid Alam',
  'Sumaiya Khan',
  'Asif Iqbal',
  'Fahmida Nasrin',
];

/** Short comments for each star rating, from one to five. */
export const REVIEW_COMMENTS: Record<number, string[]> = {
  1: ['Colour was different from the picture. Not happy.', 'Stitching came off after the first wash.', 'Size runs very small, had to return it.'],
  2: ['Fabric is thinner than expected.', 'Delivery took a week and the fit is loose.', 'Okay for the price but the colour faded.'],
  3: ['Average quality, fits as expected.', 'Nice design but the fabric could be softer.', 'Good, though the size chart was a bit off.'],
  4: [
    'Good quality fabric, comfortable to wear.',
    'Fits well, colour exactly as shown. Delivery in Dhaka was quick.',
    'Nice product for the price. Will buy again.',
    'Wore it on Eid, got many compliments.',
  ],
  5: [
    'Excellent quality! Totally worth the money.',
    'Perfect fit and beautiful colour. Highly recommended.',
    'Bhai, khub bhalo product. Packaging was great too.',
    'Amazing finishing, looks premium. Cash on delivery was smooth.',
    'Bought it as a gift for my mother, she loved it.',
  ],
};

/** Ratings skew high, as they do in a shop people come back to. */
export const RATING_WEIGHTS = [1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5];
