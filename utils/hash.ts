// Personal data reaches analytics only as SHA-256 hex of a normalised value. The hash is computed here,
// synchronously, because the Web Crypto API is asynchronous and missing on plain-http pages.

// Trial division by the primes found so far, stopping at the square root: the module runs on every
// page load, and building an array of divisors for each candidate took about 9 ms of it.
function firstPrimes(count: number): number[] {
  const primes: number[] = [];
  for (let candidate = 2; primes.length < count; candidate++) {
    const decidingPrime = primes.find((prime) => prime * prime > candidate || candidate % prime === 0);
    if (decidingPrime === undefined || decidingPrime * decidingPrime > candidate) primes.push(candidate);
  }
  return primes;
}

const PRIMES = firstPrimes(64);
const fraction32 = (value: number) => ((value - Math.floor(value)) * 2 ** 32) >>> 0;
// FIPS 180-4: the first 32 bits of the fractional parts of the cube roots of the first 64 primes, and
// of the square roots of the first 8 for the initial hash.
const ROUND_CONSTANTS = PRIMES.slice(0, 64).map((prime) => fraction32(Math.cbrt(prime)));
const INITIAL_HASH = PRIMES.slice(0, 8).map((prime) => fraction32(Math.sqrt(prime)) | 0);

const rotateRight = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits));

/** The message in 64-byte blocks: its UTF-8 bytes, a 1 bit, zeros and its length in bits (FIPS 180-4). */
function paddedMessage(text: string): DataView {
  const bytes = new TextEncoder().encode(text);
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, Math.floor(bytes.length / 0x20000000));
  view.setUint32(length - 4, bytes.length * 8);
  return view;
}

export function sha256Hex(text: string): string {
  const message = paddedMessage(text);
  const hash = [...INITIAL_HASH];
  const schedule = new Uint32Array(64);
  for (let block = 0; block < message.byteLength; block += 64) {
    for (let i = 0; i < 16; i++) schedule[i] = message.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const before = schedule[i - 15];
      const recent = schedule[i - 2];
      const sigma0 = rotateRight(before, 7) ^ rotateRight(before, 18) ^ (before >>> 3);
      const sigma1 = rotateRight(recent, 17) ^ rotateRight(recent, 19) ^ (recent >>> 10);
      schedule[i] = schedule[i - 16] + sigma0 + schedule[i - 7] + sigma1;
    }
    let [a, b, c, d, e, f, g, h] = hash;
    for (let i = 0; i < 64; i++) {
      const sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25);
      const choice = (e & f) ^ (~e & g);
      const first = (h + sum1 + choice + ROUND_CONSTANTS[i] + schedule[i]) | 0;
      const sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const second = (sum0 + majority) | 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + first) | 0, c, b, a, (first + second) | 0];
    }
    [a, b, c, d, e, f, g, h].forEach((word, i) => {
      hash[i] = (hash[i] + word) | 0;
    });
  }
  return hash.map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
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
