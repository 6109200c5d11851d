import type { Db } from '@/server/db/connection';
import type { FieldErrors } from '@/server/http/errors';
import type { ContactInput, OrderRequest, PlacesInput, TypedAddressInput } from './orderInput';
import { districtHasThanas, findCountryName, findDistrict, findDivision, findOwnAddressWithPlaces, findThana, type SavedAddressRow } from './repository';

// An order's shipping and billing addresses, stored as JSON text on the order with the places'
// names (the orders module reads this shape; account deletion blanks name, email, phone, address).

interface PlaceNames {
  address: string | null;
  country: string | null;
  division: string | null;
  district: string | null;
  thana: string | null;
  postal_code: string | null;
}

interface OrderAddress extends PlaceNames {
  name: string;
  email: string | null;
  phone: string;
}

export interface OrderAddresses {
  shipping: OrderAddress;
  billing: OrderAddress;
  /** The shipping address's district (`cities` id), which prices home delivery. */
  districtId: number | null;
}

const NO_PLACES: PlaceNames = { address: null, country: null, division: null, district: null, thana: null, postal_code: null };

function contactOf(contact: ContactInput) {
  return { name: [contact.firstName, contact.lastName].filter(Boolean).join(' '), email: contact.email, phone: contact.phone };
}

/** A pickup order keeps only the contact of a saved address. */
function savedAddress(row: SavedAddressRow, withPlaces: boolean): OrderAddress {
  const contact = { name: row.name, email: row.email, phone: row.phone };
  if (!withPlaces) return { ...contact, ...NO_PLACES };
  return {
    ...contact,
    address: row.address,
    country: row.country_name,
    division: row.state_name,
    district: row.city_name,
    thana: row.area_name,
    postal_code: row.postal_code,
  };
}

/**
 * The thana must lie in the district, the district in the division, the division in the country
 * (Bangladesh when not given). A thana is asked for only where the district has thanas listed.
 */
async function placeNames(db: Db, prefix: string, places: PlacesInput, errors: FieldErrors): Promise<PlaceNames | undefined> {
  const [division, district, thana] = await Promise.all([findDivision(db, places.stateId), findDistrict(db, places.districtId), findThana(db, places.thanaId)]);
  const countryId = places.countryId ?? division?.country_id;
  const country = countryId === undefined ? undefined : await findCountryName(db, countryId);
  const refused: string[] = [];
  if (!division) refused.push('state');
  if (places.countryId !== null && (!country || (division && division.country_id !== country.id))) refused.push('country');
  if (!district || (division && district.state_id !== division.id)) refused.push('district');
  if (places.thanaId !== null && (!thana || (district && thana.city_id !== district.id))) refused.push('thana');
  for (const field of refused) errors[`${prefix}_${field}`] = [`The selected ${prefix} ${field} is invalid.`];
  if (district && places.thanaId === null && (await districtHasThanas(db, district.id))) {
    errors[`${prefix}_thana`] = [`The ${prefix} thana field is required.`];
  }
  if (errors[`${prefix}_thana`] || refused.length > 0 || !division || !district || !country) return undefined;
  return {
    address: places.address,
    country: country.name,
    division: division.name,
    district: district.name,
    thana: thana?.name ?? null,
    postal_code: places.postalCode,
  };
}

async function typedAddress(db: Db, prefix: string, input: TypedAddressInput, errors: FieldErrors): Promise<OrderAddress | undefined> {
  if (input.places === null) return { ...contactOf(input.contact), ...NO_PLACES };
  const names = await placeNames(db, prefix, input.places, errors);
  return names && { ...contactOf(input.contact), ...names };
}

/**
 * The addresses of the order, or undefined with the reasons added to `errors`: a saved address must
 * be the caller's own, a typed one must name places that belong together.
 */
export async function resolveOrderAddresses(db: Db, userId: number, request: OrderRequest, errors: FieldErrors): Promise<OrderAddresses | undefined> {
  const homeDelivery = request.shippingType === 'home_delivery';
  let shipping: OrderAddress | undefined;
  let districtId: number | null = null;
  if (request.addressId !== null) {
    const row = await findOwnAddressWithPlaces(db, userId, request.addressId);
    if (row) {
      shipping = savedAddress(row, homeDelivery);
      districtId = homeDelivery ? row.city_id : null;
    } else {
      errors.address_id = ['The selected address is invalid.'];
    }
  } else if (request.shipping) {
    shipping = await typedAddress(db, 'shipping', request.shipping, errors);
    districtId = request.shipping.places?.districtId ?? null;
  }
  const billing = request.billing ? await typedAddress(db, 'billing', request.billing, errors) : shipping;
  if (!shipping || !billing) return undefined;
  return { shipping, billing, districtId };
}
