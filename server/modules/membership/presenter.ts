import type * as z from 'zod/mini';
import type { membershipCardTypes } from '@/contract/cart';
import { MEMBER_DISCOUNT_PERCENT } from '@/utils/checkoutPricing';
import { poishaToTaka } from '@/utils/money';
import type { findActiveCardTypes } from './repository';

type CardTypeRow = Awaited<ReturnType<typeof findActiveCardTypes>>[number];

export function toCardType(cardType: CardTypeRow): z.input<typeof membershipCardTypes>['data'][number] {
  return {
    id: cardType.id,
    name: cardType.name,
    image: cardType.image,
    price: poishaToTaka(cardType.price),
    stroked_price: poishaToTaka(cardType.stroked_price),
    member_discount_percent: MEMBER_DISCOUNT_PERCENT,
    validity_days: cardType.validity_days,
  };
}
