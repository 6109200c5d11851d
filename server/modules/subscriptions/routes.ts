import { z } from 'zod';
import { ok } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { parseWith } from '@/server/http/validate';
import { isElevenDigitPhone, isValidEmail } from '@/utils/validators';
import { subscribe, type SubscriptionOutcome } from './service';

const MAX_EMAIL_LENGTH = 255;

const MESSAGES: Record<SubscriptionOutcome, string> = {
  subscribed: 'Subscribe successfully',
  already_subscribed: 'You are already subscribed',
};

/** Empty, missing and null all mean "not given"; anything else must pass the check. */
function contactField(invalidMessage: string, isValid: (value: string) => boolean) {
  return z
    .union([z.string(), z.null()], { error: invalidMessage })
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || isValid(value), invalidMessage);
}

// SPEC section 5: either contact may be empty, not both.
const subscribeBody = z
  .object({
    email: contactField('Email is invalid', (email) => email.length <= MAX_EMAIL_LENGTH && isValidEmail(email)),
    phone: contactField('Phone is invalid', isElevenDigitPhone),
  })
  .refine((body) => body.email !== null || body.phone !== null, { path: ['email'], message: 'Please enter an email or a phone number' });

function bodyObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export const subscriptionRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/subscribe',
    handler: async (request, context) => {
      const contact = parseWith(subscribeBody, bodyObject(request.body));
      const outcome = await subscribe(context.db, contact, context.now());
      return ok({ result: true, status: 'success', message: MESSAGES[outcome] });
    },
  },
];
