import { WISHLIST_TITLE, WishlistTemplate } from '@/components/profile/WishlistTemplate';

/** The customer's wishlist (profile area); it loads in the browser with their token. */
export default function WishlistPage() {
  return <WishlistTemplate />;
}

WishlistPage.protected = true;
WishlistPage.title = { text: WISHLIST_TITLE, dictionary: 'profile' } as const;
