import { skipToken } from '@reduxjs/toolkit/query/react';
import type { OwnMembership } from '@/contract/cart';
import { useOwnMembershipsQuery } from '@/store/api/membershipApi';
import { selectIsSignedIn, selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

const OWN_CARDS_FAILED = 'Your cards could not be loaded just now. Please try again in a moment.';

export type OwnCards =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'loaded'; cards: OwnMembership[] }
  | { status: 'failed'; message: string };

/** The signed-in customer's membership cards (`/v2/membership/mine`); guests have none to show. */
export function useOwnMemberships(): OwnCards {
  const signedIn = useAppSelector(selectIsSignedIn);
  const token = useAppSelector(selectToken);
  const query = useOwnMembershipsQuery(signedIn && token ? { token } : skipToken);

  if (!signedIn || !token) return { status: 'signed-out' };
  if (query.currentData) return { status: 'loaded', cards: query.currentData };
  if (query.isError) return { status: 'failed', message: query.error.message ?? OWN_CARDS_FAILED };
  return { status: 'loading' };
}
