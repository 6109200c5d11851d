import { z } from 'zod';
import type { AccountDeletionAnswer, ProfileUpdate, UserAnswer } from '@/contract/account';
import { requireCustomer } from '@/server/http/auth';
import { bangladeshiPhone, bodyFields, clearable, emailAddress, required, text } from '@/server/http/bodyFields';
import { ok } from '@/server/http/responses';
import type { RouteDefinition, RouteHandler } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { placeRoutes } from '@/server/modules/places/routes';
import { clientAddress } from '@/server/security/clientAddress';
import { addressRoutes } from './addressRoutes';
import { deleteAccount } from './deletionService';
import { presentUser } from './presenter';
import { updateProfile } from './profileService';

// A left-out email or phone stays as stored; a blank one is removed.
const profileInput = z.object({
  name: required(text('name', 100)),
  email: clearable(emailAddress('email')),
  phone: clearable(bangladeshiPhone('phone')),
} satisfies FieldsOf<ProfileUpdate>);

const deleteAccountHandler: RouteHandler = async (request, context) => {
  const caller = await requireCustomer(request, context);
  await deleteAccount(context.db, caller.userId, context.now());
  const answer: AccountDeletionAnswer = { result: true, message: 'Account deleted successfully', data: { status: true } };
  return ok(answer);
};

export const accountRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/profile/update',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      const changes = parseWith(profileInput, bodyFields(request.body));
      const user = await updateProfile(context.db, caller.userId, changes, clientAddress(request), context.now());
      const answer: UserAnswer = { result: true, message: 'Profile updated successfully', user: await presentUser(context.db, user) };
      return ok(answer);
    },
  },
  { method: 'GET', path: '/v2/customer/delete', handler: deleteAccountHandler },
  { method: 'POST', path: '/v2/customer/delete', handler: deleteAccountHandler },
  { method: 'DELETE', path: '/v2/customer/delete', handler: deleteAccountHandler },
  ...addressRoutes,
  ...placeRoutes,
];
