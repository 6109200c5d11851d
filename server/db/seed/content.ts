import type { Db } from '../connection';
import type { BannerPlacement } from '../types';
import { bannerImagePath, type BannerShape } from '../../modules/media/paths';
import { BLOGS, PAGES } from './content-data';
import { daysBefore, insertInBatches } from './support';

interface BannerSeed {
  title: string;
  color: string;
  link: string;
}

const MAIN_SLIDERS = [
  { title: 'Eid Collection', subtitle: 'Panjabi and three-piece for the festive season', color: '#7b1e2b', link: '/category/panjabi' },
  { title: 'Jamdani Heritage', subtitle: 'Handwoven in Rupganj, worn everywhere', color: '#00897b', link: '/category/saree-jamdani' },
  { title: 'Summer Cotton Tees', subtitle: 'Breathable 180 GSM cotton from 450 taka', color: '#1c1c1c', link: '/category/t-shirts' },
  { title: 'Footwear Fest', subtitle: 'Leather sandals, loafers and sneakers', color: '#6d4c41', link: '/category/footwear' },
];

const BANNERS: Record<BannerPlacement, { shape: BannerShape; banners: BannerSeed[] }> = {
  'all-banner-ad': {
    shape: 'wide',
    banners: [
      { title: 'Free Delivery Over 1000 Taka', color: '#7b1e2b', link: '/page/shipping-policy' },
      { title: 'New Arrivals Every Week', color: '#1f2a4a', link: '/category/women' },
    ],
  },
  'home-banner-one': {
    shape: 'box',
    banners: [
      { title: 'Panjabi Festival', color: '#f1e3c4', link: '/category/panjabi' },
      { title: 'Saree Week', color: '#00897b', link: '/category/saree' },
      { title: 'Kids Corner', color: '#e8772e', link: '/category/kids' },
    ],
  },
  'home-banner-two': {
    shape: 'box',
    banners: [
      { title: 'Denim Days', color: '#1f2a4a', link: '/category/men-jeans' },
      { title: 'Kurti Collection', color: '#e88ab0', link: '/category/women-kurtis' },
    ],
  },
  'home-banner-three': {
    shape: 'box',
    banners: [
      { title: 'Step Out in Style', color: '#6d4c41', link: '/category/footwear' },
      { title: 'Bags & Accessories', color: '#d4a017', link: '/category/accessories' },
    ],
  },
  'home-two-banner': {
    shape: 'tall',
    banners: [
      { title: 'Handloom Tant', color: '#d4a017', link: '/category/saree-tangail-tant' },
      { title: 'Graphic Tees', color: '#1c1c1c', link: '/category/t-shirts-graphic' },
    ],
  },
  offer: {
    shape: 'square',
    banners: [
      { title: 'Flat 200 Taka Off', color: '#c62828', link: '/category/men' },
      { title: 'Members Save 20 Percent', color: '#6a3d9a', link: '/category/saree' },
      { title: 'Mega Flash Sale', color: '#e8772e', link: '/category/t-shirts' },
    ],
  },
};

const STORES = [
  { name: 'Rongdhonu Gulshan', city: 'Dhaka', area: 'Gulshan', address: 'Plot 12, Gulshan Avenue, Gulshan 1, Dhaka 1212', phone: '01711000101', latitude: 23.7806, longitude: 90.4167 },
  { name: 'Rongdhonu Dhanmondi', city: 'Dhaka', area: 'Dhanmondi', address: 'House 27, Road 7A, Dhanmondi, Dhaka 1209', phone: '01711000102', latitude: 23.7465, longitude: 90.376 },
  { name: 'Rongdhonu Uttara', city: 'Dhaka', area: 'Uttara', address: 'House 5, Sector 7, Uttara, Dhaka 1230', phone: '01711000103', latitude: 23.8759, longitude: 90.3795 },
  { name: 'Rongdhonu Mirpur', city: 'Dhaka', area: 'Mirpur', address: 'Section 10 Roundabout, Mirpur, Dhaka 1216', phone: '01711000104', latitude: 23.8069, longitude: 90.3687 },
  { name: 'Rongdhonu Bashundhara', city: 'Dhaka', area: 'Bashundhara', address: 'Block C, Road 5, Bashundhara R/A, Dhaka 1229', phone: '01711000105', latitude: 23.8193, longitude: 90.4526 },
  { name: 'Rongdhonu Chattogram', city: 'Chattogram', area: 'GEC Circle', address: 'CDA Avenue, GEC Circle, Chattogram 4000', phone: '01711000106', latitude: 22.359, longitude: 91.8217 },
  { name: 'Rongdhonu Sylhet', city: 'Sylhet', area: 'Zindabazar', address: 'Zindabazar Main Road, Sylhet 3100', phone: '01711000107', latitude: 24.8949, longitude: 91.8687 },
  { name: 'Rongdhonu Khulna', city: 'Khulna', area: 'KDA Avenue', address: 'KDA Avenue, Shibbari Mor, Khulna 9100', phone: '01711000108', latitude: 22.8156, longitude: 89.5643 },
];

async function seedPages(db: Db, now: Date): Promise<void> {
  await insertInBatches(
    db,
    'pages',
    PAGES.map((page, index) => ({
      title: page.title,
      slug: page.slug,
      content: page.content,
      page_link_position: page.position,
      custom_link: page.customLink ?? null,
      open_tab: page.openTab ? 1 : 0,
      position: PAGES.filter((other) => other.position === page.position).indexOf(page) + 1,
      meta_title: `${page.title} | Rongdhonu`,
      meta_description: `${page.title} of Rongdhonu, the Bangladeshi fashion and lifestyle shop.`,
      created_at: daysBefore(now, 300 - index),
    })),
  );
}

async function seedSliders(db: Db): Promise<void> {
  const main = MAIN_SLIDERS.map((slider, index) => ({
    kind: 'main' as const,
    title: slider.title,
    subtitle: slider.subtitle,
    image: bannerImagePath('slider', slider.color, slider.title),
    video_link: null,
    link: slider.link,
    position: index + 1,
    status: 1,
  }));
  const video = {
    kind: 'video' as const,
    title: 'Behind the Loom',
    subtitle: 'Meet the Tangail weavers behind our tant sarees',
    image: bannerImagePath('video', '#6b7338', 'Behind the Loom'),
    video_link: 'https://www.youtube.com/embed/rongdhonu-loom',
    link: '/category/saree-tangail-tant',
    position: 1,
    status: 1,
  };
  await insertInBatches(db, 'sliders', [...main, video]);
}

async function seedBanners(db: Db): Promise<void> {
  const rows = Object.entries(BANNERS).flatMap(([placement, { shape, banners }]) =>
    banners.map((banner, index) => ({
      placement: placement as BannerPlacement,
      title: banner.title,
      image: bannerImagePath(shape, banner.color, banner.title),
      link: banner.link,
      position: index + 1,
      status: 1,
    })),
  );
  await insertInBatches(db, 'banners', rows);
}

async function seedBlogs(db: Db, now: Date): Promise<void> {
  await insertInBatches(
    db,
    'blogs',
    BLOGS.map((blog) => ({
      title: blog.title,
      slug: blog.slug,
      category: blog.category,
      short_description: blog.shortDescription,
      description: blog.description,
      banner: bannerImagePath('box', blog.color, blog.title),
      meta_title: `${blog.title} | Rongdhonu Blog`,
      meta_description: blog.shortDescription,
      created_at: daysBefore(now, blog.daysAgo),
    })),
  );
}

function mapLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

async function seedStores(db: Db): Promise<void> {
  await insertInBatches(
    db,
    'stores',
    STORES.map((store, index) => ({
      ...store,
      email: `${store.area.toLowerCase().replace(/[^a-z]+/g, '')}@rongdhonu.com.bd`,
      opening_hours: store.city === 'Dhaka' ? 'Saturday to Thursday, 10:00 AM to 9:00 PM' : 'Saturday to Thursday, 10:00 AM to 8:30 PM',
      map_link: mapLink(store.latitude, store.longitude),
      position: index + 1,
    })),
  );
}

/** Content pages, home sliders and banners, blog posts and the store locator. */
export async function seedContent(db: Db, now: Date): Promise<void> {
  await seedPages(db, now);
  await seedSliders(db);
  await seedBanners(db);
  await seedBlogs(db, now);
  await seedStores(db);
}
