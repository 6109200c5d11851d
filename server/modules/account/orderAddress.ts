// Orders stay in the shop's books after an account is deleted, but the addresses stored on them
// (JSON objects) lose the person: the name is replaced, contact details and street are removed.
// Country, state, city, area and postal code stay for the shop's delivery statistics.

export const DELETED_CUSTOMER_NAME = 'Deleted customer';

const NAME_FIELDS = ['name', 'first_name'];
const REMOVED_FIELDS = ['last_name', 'phone', 'email', 'address'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An order's stored address without personal data; text that is not a JSON object is dropped whole. */
export function anonymiseOrderAddress(storedAddress: string | null): string | null {
  if (storedAddress === null) return null;
  const address = parseJson(storedAddress);
  if (!isPlainObject(address)) return null;
  const anonymised = { ...address };
  for (const field of NAME_FIELDS) if (field in anonymised) anonymised[field] = DELETED_CUSTOMER_NAME;
  for (const field of REMOVED_FIELDS) if (field in anonymised) anonymised[field] = null;
  return JSON.stringify(anonymised);
}
