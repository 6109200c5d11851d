import sha256 from 'crypto-js/sha256';
import hexEncoding from 'crypto-js/enc-hex';

// Personal data reaches analytics only as SHA-256 hex of a normalised value. A synchronous hash is used
// because the Web Crypto API is missing on plain-http pages.

export function sha256Hex(text: string): string {
  return sha256(text).toString(hexEncoding);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only, with Bangladesh's country code: `01711-000001` -> `8801711000001`. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `88${digits}` : digits;
}

export function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

function hashOf(value: string | null | undefined, normalize: (value: string) => string): string | undefined {
  const normalized = value ? normalize(value) : '';
  return normalized ? sha256Hex(normalized) : undefined;
}

export interface HashedIdentity {
  email?: string;
  phone?: string;
  name?: string;
}

/** The hashed email, phone and name of a shopper; what is unknown stays out. */
export function hashIdentity(person: { email?: string | null; phone?: string | null; name?: string | null }): HashedIdentity {
  const hashed: HashedIdentity = {
    email: hashOf(person.email, normalizeEmail),
    phone: hashOf(person.phone, normalizePhone),
    name: hashOf(person.name, normalizeName),
  };
  return Object.fromEntries(Object.entries(hashed).filter(([, value]) => value !== undefined));
}
