// Texts of the content pages and blog posts (HTML, rendered after sanitising by the storefront).

export interface PageSeed {
  title: string;
  slug: string;
  position: 'QUICK LINKS' | 'LEGAL';
  content: string;
  customLink?: string;
  openTab?: boolean;
}

const SIZE_GUIDE_CONTENT = [
  '<h2>Size Guide</h2>',
  '<p>Measure over light clothing with a soft tape. All measurements are in inches.</p>',
  '<h3>Shirts, T-Shirts and Kurtis</h3>',
  '<table><thead><tr><th>Size</th><th>Chest</th><th>Length</th></tr></thead><tbody>',
  '<tr><td>XS</td><td>36</td><td>27</td></tr><tr><td>S</td><td>38</td><td>28</td></tr>',
  '<tr><td>M</td><td>40</td><td>29</td></tr><tr><td>L</td><td>42</td><td>30</td></tr>',
  '<tr><td>XL</td><td>44</td><td>31</td></tr><tr><td>XXL</td><td>46</td><td>32</td></tr>',
  '</tbody></table>',
  '<h3>Panjabi</h3><p>Panjabi sizes 38 to 46 are the chest measurement in inches; length grows from 40 to 44 inches.</p>',
  '<h3>Jeans, Chinos and Belts</h3><p>Sizes 28 to 38 are the waist in inches.</p>',
  '<h3>Footwear</h3><p>EU sizes 39 to 44. If you are between sizes, take the larger one.</p>',
  '<h3>Kids</h3><p>2Y to 12Y follow the child\'s age; check the height on the product page when in doubt.</p>',
].join('');

export const PAGES: PageSeed[] = [
  {
    title: 'About Us',
    slug: 'about-us',
    position: 'QUICK LINKS',
    content:
      '<h2>About Rongdhonu</h2><p>Rongdhonu started in 2016 as a small panjabi workshop in Old Dhaka. Today we work with more than 300 weavers and tailors across Tangail, Narayanganj, Rajshahi and Kushtia.</p><p>We believe in honest prices, fabrics that breathe in Bangladeshi weather and designs that carry our heritage forward.</p>',
  },
  {
    title: 'Contact Us',
    slug: 'contact-us',
    position: 'QUICK LINKS',
    content:
      '<h2>Contact Us</h2><p>Hotline: <a href="tel:+8809610001122">09610 001122</a> (10 AM to 9 PM, every day)</p><p>Email: <a href="mailto:support@rongdhonu.com.bd">support@rongdhonu.com.bd</a></p><p>Head office: House 42, Road 11, Banani, Dhaka 1213</p>',
  },
  {
    title: 'FAQ',
    slug: 'faq',
    position: 'QUICK LINKS',
    content:
      '<h2>Frequently Asked Questions</h2><h3>How long does delivery take?</h3><p>Inside Dhaka 1 to 2 days, outside Dhaka 3 to 5 days.</p><h3>Can I pay cash on delivery?</h3><p>Yes, all over Bangladesh. You can also pay with bKash, Nagad or card.</p><h3>Can I exchange a size?</h3><p>Yes, within 7 days of delivery with the tags on.</p>',
  },
  { title: 'Store Locator', slug: 'store-locator', position: 'QUICK LINKS', customLink: '/store-locator', content: '<p>Find a Rongdhonu store near you.</p>' },
  { title: 'Size Guide', slug: 'size-guide', position: 'QUICK LINKS', content: SIZE_GUIDE_CONTENT },
  {
    title: 'Careers',
    slug: 'careers',
    position: 'QUICK LINKS',
    customLink: 'https://careers.rongdhonu.com.bd',
    openTab: true,
    content: '<p>Join the Rongdhonu team.</p>',
  },
  {
    title: 'Terms & Conditions',
    slug: 'terms-and-conditions',
    position: 'LEGAL',
    content:
      '<h2>Terms &amp; Conditions</h2><p>By using this website you agree to these terms. Prices are in Bangladeshi taka and include VAT. We may cancel an order when a product is out of stock and will refund any payment in full.</p><p>These terms are governed by the laws of Bangladesh.</p>',
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    position: 'LEGAL',
    content:
      '<h2>Privacy Policy</h2><p>We collect your name, phone, email and address only to process orders and, if you agree, to send offers. We never sell your data. Payments are processed by bKash, Nagad and SSLCommerz; we do not store card numbers.</p>',
  },
  {
    title: 'Return & Refund Policy',
    slug: 'return-refund-policy',
    position: 'LEGAL',
    content:
      '<h2>Return &amp; Refund Policy</h2><p>Unused products with tags can be returned or exchanged within 7 days of delivery. Refunds go back to the original payment method within 7 to 10 working days. Sarees with a cut blouse piece and innerwear cannot be returned.</p>',
  },
  {
    title: 'Shipping Policy',
    slug: 'shipping-policy',
    position: 'LEGAL',
    content:
      '<h2>Shipping Policy</h2><p>Inside Dhaka delivery costs 60 taka, outside Dhaka 120 taka. Orders over 1,000 taka ship free. Express delivery inside Dhaka arrives the next day for 100 taka.</p>',
  },
];

export interface BlogSeed {
  title: string;
  slug: string;
  category: string;
  color: string;
  daysAgo: number;
  shortDescription: string;
  description: string;
}

export const BLOGS: BlogSeed[] = [
  {
    title: 'How to Choose the Perfect Eid Panjabi',
    slug: 'how-to-choose-the-perfect-eid-panjabi',
    category: 'Style Guide',
    color: '#7b1e2b',
    daysAgo: 5,
    shortDescription: 'Fabric, fit and colour: a quick guide to the panjabi you will wear on Eid morning.',
    description:
      '<p>Eid morning calls for a panjabi that looks sharp and stays comfortable through a long day of visits.</p><h3>Pick the fabric first</h3><p>Cotton and khadi breathe in the heat; silk blends and jacquard shine at evening dawats.</p><h3>Get the fit right</h3><p>Measure your chest and add two inches: that is your panjabi size.</p>',
  },
  {
    title: "Jamdani: The Story of Dhaka's Woven Air",
    slug: 'jamdani-the-story-of-dhakas-woven-air',
    category: 'Heritage',
    color: '#00897b',
    daysAgo: 18,
    shortDescription: 'UNESCO-listed and woven by hand in Rupganj: why a jamdani takes weeks to make.',
    description:
      '<p>Jamdani is woven on a pit loom, with every motif inserted by hand. A single saree can take two weavers six weeks.</p><p>In 2013 UNESCO recognised the art as an Intangible Cultural Heritage of Humanity.</p>',
  },
  {
    title: 'Caring for Your Tangail Tant Saree',
    slug: 'caring-for-your-tangail-tant-saree',
    category: 'Care Guide',
    color: '#d4a017',
    daysAgo: 33,
    shortDescription: 'Starch, shade and a soft wash: keep your tant crisp for years.',
    description:
      '<p>Tant sarees love a gentle hand wash in cold water. Dry them in the shade and starch lightly before ironing.</p><ul><li>Wash separately the first time</li><li>Never wring</li><li>Store wrapped in muslin</li></ul>',
  },
  {
    title: 'Summer Cotton Essentials for Dhaka Heat',
    slug: 'summer-cotton-essentials-for-dhaka-heat',
    category: 'Style Guide',
    color: '#7ec8e3',
    daysAgo: 50,
    shortDescription: 'Five breathable pieces that get you through the hottest months.',
    description:
      '<p>From slub cotton tees to linen shirts and palazzo pants, these are the pieces our customers live in from April to September.</p>',
  },
  {
    title: 'Pohela Boishakh Colours: Red, White and Beyond',
    slug: 'pohela-boishakh-colours-red-white-and-beyond',
    category: 'Festivals',
    color: '#c62828',
    daysAgo: 70,
    shortDescription: 'The classic red and white, and new ways to wear the Bangla New Year.',
    description:
      '<p>Red and white are the colours of Boishakh, but mustard, teal and handloom checks are just as festive.</p><p>Pair a white tant saree with a red blouse, or a mustard panjabi with white pajama.</p>',
  },
  {
    title: 'Find Your Size: A Simple Measuring Guide',
    slug: 'find-your-size-a-simple-measuring-guide',
    category: 'Help',
    color: '#1f2a4a',
    daysAgo: 95,
    shortDescription: 'Measure once, order right: chest, waist and foot length explained.',
    description:
      '<p>Use a soft tape and measure over light clothing. See our <a href="/page/size-guide">size guide</a> for every category.</p>',
  },
];
