import { WishlistTemplate } from '@/components/profile/WishlistTemplate';

/** The customer's wishlist (SPEC section 2, profile area); it loads in the browser with their token. */
export default function WishlistPage() {
  return <WishlistTemplate />;
}

WishlistPage.protected = true;
