// The secret that keys the server's HMACs (recovery codes, device tokens). Set APP_SECRET in
// production: without it, anyone who reads this file could forge what the secret signs.

const DEVELOPMENT_SECRET = 'development-only-secret-set-APP_SECRET-in-production';

export function serverSecret(): string {
  return process.env.APP_SECRET || DEVELOPMENT_SECRET;
}
