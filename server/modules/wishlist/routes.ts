import { z } from 'zod';
import type { WishlistCheckQuery, WishlistToggleRequest } from '@/contract/wishlist';
import { requireCustomer } from '@/server/http/auth';
import { bodyFields, id as bodyId, required } from '@/server/http/bodyFields';
import { id } from '@/server/http/queryParams';
import { ok, okData } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { isProductOnWishlist, listWishlist, toggleWishlist, type WishlistToggle } from './service';

// The family's clients tell an addition from a removal by the status alone: 200 added, 201 removed.
const TOGGLE_ANSWERS: Record<WishlistToggle, { status: number; message: string }> = {
  added: { status: 200, message: 'Added To List' },
  removed: { status: 201, message: 'Removed From List' },
};

// `user_id` is accepted for compatibility and ignored: the list is always the token owner's.
const toggleBody = z.object({ product_id: required(bodyId('product_id')) } satisfies FieldsOf<Omit<WishlistToggleRequest, 'user_id'>>);
const checkQuery = z.object({ product_id: id('product_id') } satisfies FieldsOf<WishlistCheckQuery>);

export const wishlistRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/wishlists',
    handler: async (request, context) => {
      const customer = await requireCustomer(request, context);
      const { product_id: productId } = parseWith(toggleBody, bodyFields(request.body));
      const answer = TOGGLE_ANSWERS[await toggleWishlist(context.db, customer.userId, productId, context.now())];
      return ok({ result: true, message: answer.message }, answer.status);
    },
  },
  {
    method: 'GET',
    path: '/v2/wishlists',
    handler: async (request, context) => {
      const customer = await requireCustomer(request, context);
      return okData(await listWishlist(context.db, customer.userId, context.now()));
    },
  },
  {
    method: 'GET',
    path: '/v2/wishlists-check-product',
    handler: async (request, context) => {
      const customer = await requireCustomer(request, context);
      const { product_id: productId } = parseWith(checkQuery, request.query);
      return ok({ result: true, is_in_wishlist: await isProductOnWishlist(context.db, customer.userId, productId) });
    },
  },
];
