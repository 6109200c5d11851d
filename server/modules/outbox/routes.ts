import { z } from 'zod';
import type { OutboxQuery } from '@/contract/auth';
import { NotFoundError } from '@/server/http/errors';
import { text } from '@/server/http/queryParams';
import { okData } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { identifierKey } from '@/server/modules/auth/identifiers';
import { isFromThisMachine } from '@/server/security/clientAddress';
import { isDevOutboxEnabled, latestMessageWithCode } from './service';

const latestQuery = z.object({ recipient: text('recipient', 255).min(1, 'The recipient field is required.') } satisfies FieldsOf<OutboxQuery>);

/** Lets a developer or an end-to-end test on the same machine read the code a customer would have received. */
export const devOutboxRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/dev/outbox/latest',
    handler: async (request, context) => {
      // Where it is off, and to any client but this machine itself, it answers exactly like a path
      // that does not exist: the codes it shows would let a stranger into any account.
      if (!isDevOutboxEnabled() || !isFromThisMachine(request)) return { status: 404, body: { result: false, message: 'Not found' } };
      const { recipient } = parseWith(latestQuery, request.query);
      const message = await latestMessageWithCode(context.db, identifierKey(recipient));
      if (!message) throw new NotFoundError('No message for this recipient');
      return okData(message);
    },
  },
];
