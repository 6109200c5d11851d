import { z } from 'zod';
import type * as contract from 'zod/mini';
import type { subscribeAnswer, Subscription } from '@/contract/settings';
import { bodyFields, MAX_EMAIL_LENGTH, optional } from '@/server/http/bodyFields';
import { ok } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { isElevenDigitPhone, isValidEmail } from '@/utils/validators';
import { subscribe, type SubscriptionOutcome } from './service';

const MESSAGES: Record<SubscriptionOutcome, string> = {
  subscribed: 'Subscribe successfully',
  already_subscribed: 'You are already subscribed',
  email_subscribed_phone_known: 'Subscribed your email; your phone was already subscribed',
  phone_subscribed_email_known: 'Subscribed your phone; your email was already subscribed',
};

/** Blank or left out means "not given" (null); anything else must pass the check. */
function contactField(invalidMessage: string, isValid: (value: string) => boolean) {
  return optional(z.string({ error: invalidMessage }).trim().refine(isValid, invalidMessage)).transform((value) => value ?? null);
}

// Either contact may be empty, not both.
const subscribeBody = z
  .object({
    email: contactField('Email is invalid', (email) => email.length <= MAX_EMAIL_LENGTH && isValidEmail(email)),
    phone: contactField('Phone is invalid', isElevenDigitPhone),
  } satisfies FieldsOf<Subscription>)
  .refine((body) => body.email !== null || body.phone !== null, { path: ['email'], message: 'Please enter an email or a phone number' });

export const subscriptionRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/subscribe',
    handler: async (request, context) => {
      const contact = parseWith(subscribeBody, bodyFields(request.body));
      const outcome = await subscribe(context.db, contact, context.now());
      const answer: contract.input<typeof subscribeAnswer> = { result: true, status: 'success', message: MESSAGES[outcome] };
      return ok(answer);
    },
  },
];
