import { useEffect, useState } from 'react';
import { answerMessage } from '@/services/http';
import { listOwnMemberships, type OwnMembership } from '@/services/membership';
import { selectIsSignedIn, selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

export const OWN_CARDS_FAILED = 'Your cards could not be loaded just now. Please try again in a moment.';

export type OwnCards =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'loaded'; cards: OwnMembership[] }
  | { status: 'failed'; message: string };

type Answer = { token: string } & ({ cards: OwnMembership[] } | { message: string });

/** The signed-in customer's membership cards (`/v2/membership/mine`); guests have none to show. */
export function useOwnMemberships(): OwnCards {
  const signedIn = useAppSelector(selectIsSignedIn);
  const token = useAppSelector(selectToken);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!signedIn || !token) return;
    const controller = new AbortController();
    listOwnMemberships({ token, signal: controller.signal })
      .then((cards) => setAnswer({ token, cards }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ token, message: answerMessage(error) ?? OWN_CARDS_FAILED });
      });
    return () => controller.abort();
  }, [signedIn, token]);

  if (!signedIn || !token) return { status: 'signed-out' };
  if (answer?.token !== token) return { status: 'loading' };
  return 'cards' in answer ? { status: 'loaded', cards: answer.cards } : { status: 'failed', message: answer.message };
}
