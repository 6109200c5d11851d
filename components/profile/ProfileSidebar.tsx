import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/common/Link';
import { showNotice, showOutcome } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import { selectUser } from '@/store/authSlice';
import { deleteAccount, HOME_PATH, logout } from '@/store/authThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectShowsAffiliateMenu } from '@/store/selectors';
import { CART_PATH, PROFILE_PATH, REQUEST_STOCK_PATH } from '@/utils/sitePaths';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './ProfileSidebar.module.scss';

// The padding of the phone menu's row (ProfileSidebar.module.scss), kept left of the current entry.
const MENU_EDGE_SPACE = 16;

const DELETE_ACCOUNT_QUESTION = 'Are you sure you want to delete your account?';

interface MenuLink {
  href: string;
  label: string;
}

/** The profile sidebar's links. */
const PROFILE_LINKS: readonly MenuLink[] = [
  { href: PROFILE_PATH, label: 'My Profile' },
  { href: '/orders', label: 'My Orders' },
  { href: '/wishlist', label: 'Wishlist' },
  { href: '/address-book', label: 'Address Book' },
  { href: '/reviews', label: 'My Reviews' },
  { href: '/subscribe', label: 'Subscribe' },
  { href: '/password', label: 'Password' },
];

/** The affiliate routes, capitalised as published. */
export const AFFILIATE_LINKS: readonly MenuLink[] = [
  { href: '/affiliate/Dashboard', label: 'Dashboard' },
  { href: '/affiliate/Urls', label: 'URLs Generator' },
  { href: '/affiliate/items', label: 'Items' },
  { href: '/affiliate/Graphs', label: 'Graphs' },
  { href: '/affiliate/referrals', label: 'Referrals' },
  { href: '/affiliate/payouts', label: 'Payment History' },
  { href: '/affiliate/withdraw_request', label: 'Withdraw Request' },
  { href: '/affiliate/visits', label: 'Visits' },
];

// An order's detail page (/orders/12) belongs to My Orders.
function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function MenuLinks({ links, pathname }: { links: readonly MenuLink[]; pathname: string }) {
  const t = useText('profile');
  return (
    <ul className={styles.links}>
      {links.map(({ href, label }) => {
        const active = isActive(pathname, href);
        return (
          <li key={href}>
            <Link href={href} className={active ? `${styles.link} ${styles.active}` : styles.link} aria-current={active ? 'page' : undefined}>
              {t(label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The signed-in customer's menu: greeting, profile links, the affiliate group when it applies, account delete and logout. */
export function ProfileSidebar() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const t = useText('profile');
  const user = useAppSelector(selectUser);
  const showsAffiliateMenu = useAppSelector(selectShowsAffiliateMenu);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // On phones the menu is one scrollable row: an entry for the current page beyond its edge is scrolled into view.
    const menu = menuRef.current;
    const active = menu?.querySelector('[aria-current="page"]');
    if (!menu || !active) return;
    const menuBox = menu.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    if (activeBox.right > menuBox.right) menu.scrollLeft += activeBox.left - menuBox.left - MENU_EDGE_SPACE;
  }, [router.pathname]);

  async function deleteConfirmed() {
    setDeleting(true);
    // A refused deletion shows nothing: the thunk then rejects without a notice.
    const notice = await showOutcome(dispatch(deleteAccount()).unwrap());
    setDeleting(false);
    setConfirmingDelete(false);
    if (notice?.redirectTo) await router.push(notice.redirectTo);
  }

  async function signOut() {
    const notice = await dispatch(logout()).unwrap();
    showNotice(notice);
    await router.push(notice.redirectTo ?? HOME_PATH);
  }

  return (
    <nav className={styles.sidebar} aria-label={t('My account')}>
      <p className={styles.greeting}>
        {t('Hello,')} <strong>{user?.name || t('there')}</strong>
      </p>
      <div className={styles.menu} ref={menuRef}>
        <MenuLinks links={PROFILE_LINKS} pathname={router.pathname} />
        <Link href={CART_PATH} hidden>
          {t('Shopping Bag')}
        </Link>
        <Link href={REQUEST_STOCK_PATH} hidden>
          {t('Request Stock')}
        </Link>
        {showsAffiliateMenu && (
          <div className={styles.group} role="group" aria-labelledby="profile-affiliate">
            <p id="profile-affiliate" className={styles.groupTitle}>
              {t('Affiliate')}
            </p>
            <MenuLinks links={AFFILIATE_LINKS} pathname={router.pathname} />
          </div>
        )}
        <ul className={`${styles.links} ${styles.actions}`}>
          <li>
            <button type="button" className={styles.link} onClick={() => setConfirmingDelete(true)}>
              {t('Account Delete')}
            </button>
          </li>
          <li>
            <button type="button" className={styles.link} onClick={() => void signOut()}>
              {t('Logout')}
            </button>
          </li>
        </ul>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('Account Delete')}
        question={t(DELETE_ACCOUNT_QUESTION)}
        confirmLabel={t('Delete my account')}
        busy={deleting}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </nav>
  );
}
