import { type Caller, requireCustomer } from '@/server/http/auth';
import { HttpError } from '@/server/http/errors';
import type { ApiContext, ApiRequest, ApiResponse, RouteHandler } from '@/server/http/types';
import { type AffiliateRow, findAffiliateByUserId } from './repository';
import { readAffiliateSettings } from './settings';

// Who may use the programme's endpoints: nobody while `affiliate_system` is off (the endpoints are
// not there), signed-in customers for the application, approved affiliates for the rest.

const NOT_AFFILIATE_MESSAGE = 'This page is for approved affiliates';

const PROGRAMME_OFF_RESPONSE: ApiResponse = { status: 404, body: { result: false, message: 'Not found' } };

/** The handler, answered like an unknown path while the programme is off. */
export function whileProgrammeRuns(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    const settings = await readAffiliateSettings(context.db);
    return settings.enabled ? handler(request, context) : PROGRAMME_OFF_RESPONSE;
  };
}

class NotAffiliateError extends HttpError {
  constructor() {
    super(403, NOT_AFFILIATE_MESSAGE);
  }
}

export interface AffiliateCaller {
  caller: Caller;
  affiliate: AffiliateRow;
}

/** A signed-in customer (else 401) whose application was approved (else 403). */
export async function requireAffiliate(request: ApiRequest, context: ApiContext): Promise<AffiliateCaller> {
  const caller = await requireCustomer(request, context);
  const affiliate = await findAffiliateByUserId(context.db, caller.userId);
  if (affiliate?.status !== 'approved') throw new NotAffiliateError();
  return { caller, affiliate };
}
