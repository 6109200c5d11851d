import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

// Passwords are stored as `scrypt$N$r$p$saltBase64$hashBase64`, so the cost can be raised
// later without breaking hashes made before.

const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuses stored parameters that would make one verification eat the server's memory. */
const MAX_COST = 1 << 20;

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const memory = 128 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE) * 2;
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem: memory }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
  const isPowerOfTwo = cost > 1 && (cost & (cost - 1)) === 0;
  if (!isPowerOfTwo || cost > MAX_COST || !(blockSize >= 1 && blockSize <= 32) || !(parallelism >= 1 && parallelism <= 16)) {
    return null;
  }
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost, blockSize, parallelism, salt, key };
}

/** False for a wrong password and for anything that is not one of our hashes. */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const key = await derive(plain, parsed.salt, parsed.key.length, {
    N: parsed.cost,
    r: parsed.blockSize,
    p: parsed.parallelism,
  });
  return timingSafeEqual(key, parsed.key);
}
