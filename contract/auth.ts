import * as z from 'zod/mini';
import { user } from './account';
import { mutationAnswer } from './envelope';

// Sessions (guest, password, Google) and password recovery.

interface GuestBagHandover {
  /** The guest whose bag moves to the account. */
  temp_guest_user_no?: string;
}

export interface LoginRequest extends GuestBagHandover {
  /** An email address or a phone number. */
  email: string;
  password: string;
  remember_me?: boolean;
  /** This browser's proof of an earlier sign-in (see SignInAnswer). */
  device_token?: string;
}

interface SignupFields {
  name: string;
  /**
   * The kind of identifier the account is registered by: what `email_or_phone` must be (guessed from it when
   * left out), or which of the separate fields must be given.
   */
  register_by?: 'email' | 'phone';
  password: string;
  password_confirmation: string;
}

/** One identifier, an email address or a phone number (the storefront's form). */
interface OneIdentifier {
  email_or_phone: string;
  email?: never;
  phone?: never;
}

/** Or the email address and the phone number as separate fields: one of them at least, or both. */
interface SeparateIdentifiers {
  email_or_phone?: never;
  email?: string;
  phone?: string;
}

/** What a new customer fills in. */
export type SignupDetails = SignupFields & (OneIdentifier | SeparateIdentifiers);

/** `POST /v2/auth/signup`. */
export type SignupRequest = SignupDetails & GuestBagHandover;

export interface SocialLoginRequest extends GuestBagHandover {
  social_provider: 'google';
  id_token: string;
  /** A session that outlasts the browser, as on the password sign-in; the storefront's Google button leaves it out. */
  remember_me?: boolean;
}

type CodeChannel = 'email' | 'phone';

export interface RecoveryIdentity {
  email_or_phone: string;
  send_code_by: CodeChannel;
}

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

export interface PasswordUpdate extends NewPassword {
  old_password?: string;
  reset_token?: string;
}

/** `POST /v2/auth/password/check_verify`: the code sent to the identity, exchanged for a reset token. */
export interface CodeVerification extends RecoveryIdentity {
  verification_code: string;
}

/** `POST /v2/auth/password/new_pass`: the verified identity's new password, with its reset token. */
export interface PasswordReset extends RecoveryIdentity, NewPassword {
  reset_token: string;
}

/** The query of `GET /v2/dev/outbox/latest`: the email or phone whose last one-time code to show. */
export interface OutboxQuery {
  recipient: string;
}

/** `POST /v2/auth/signin-guest-user`: the family's backends may leave out the token's type and expiry. */
export const guestSessionAnswer = z.object({
  ...mutationAnswer.shape,
  temp_guest_user_no: z.string(),
  access_token: z.string(),
  guest_user_id: z.number(),
  token_type: z.optional(z.literal('Bearer')),
  expires_at: z.optional(z.string()),
});

/** A password, Google or new account's sign-in. */
export const signInAnswer = z.object({
  ...mutationAnswer.shape,
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  /** This browser's proof of the sign-in, sent back with its next password sign-in (see LoginRequest). */
  device_token: z.optional(z.string()),
  user,
});

/** A verified recovery code: the one-time token that lets the next step set the new password. */
export const recoveryCodeAnswer = z.object({ ...mutationAnswer.shape, reset_token: z.string() });

export type GuestSessionAnswer = z.output<typeof guestSessionAnswer>;
export type SignInAnswer = z.output<typeof signInAnswer>;
export type RecoveryCodeAnswer = z.output<typeof recoveryCodeAnswer>;
