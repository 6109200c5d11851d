// The secret that keys the server's HMACs (recovery codes, device tokens). Set APP_SECRET in
// production: without it, anyone who reads this file could forge what the secret signs.

const DEVELOPMENT_SECRET = 'development-only-secret-set-APP_SECRET-in-production';

export function serverSecret(): string {
  return process.env.APP_SECRET || DEVELOPMENT_SECRET;
}

/** Said when a production server starts on the public development secret, so that nobody ships it unawares. */
export function warnWhenSecretIsUnset(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production' || env.APP_SECRET) return;
  console.warn(
    'Warning: APP_SECRET is not set, so one-time codes and device tokens are keyed by a secret anyone can read in the source. ' +
      'Set APP_SECRET to a long random value (for example `openssl rand -hex 32`), the same on every instance.',
  );
}
