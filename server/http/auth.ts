import { findTokenOwner, type TokenOwner } from '../security/tokens';
import { UnauthorizedError } from './errors';
import type { ApiContext, ApiRequest } from './types';

export type Caller = TokenOwner;

function bearerToken(request: ApiRequest): string | null {
  const header = request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/** The caller behind the bearer token, or null when there is none or it is not valid. */
async function findCaller(request: ApiRequest, context: ApiContext): Promise<Caller | null> {
  const token = bearerToken(request);
  return token ? findTokenOwner(context.db, token, context.now()) : null;
}

/** A guest or a signed-in customer: bag and checkout calls. */
export async function requireCaller(request: ApiRequest, context: ApiContext): Promise<Caller> {
  const caller = await findCaller(request, context);
  if (!caller) throw new UnauthorizedError();
  return caller;
}

/** A signed-in customer, never a guest: wishlist, profile, addresses, orders history. */
export async function requireCustomer(request: ApiRequest, context: ApiContext): Promise<Caller> {
  const caller = await requireCaller(request, context);
  if (caller.userType !== 'customer') throw new UnauthorizedError();
  return caller;
}
