import { z } from 'zod';
import type * as contract from 'zod/mini';
import type { signedInUser } from '@/contract/account';
import type {
  CodeVerification,
  guestSessionAnswer,
  LoginRequest,
  PasswordReset,
  PasswordUpdate,
  RecoveryIdentity,
  recoveryCodeAnswer,
  signInAnswer,
  SignupRequest,
  SocialLoginRequest,
} from '@/contract/auth';
import { requireCaller, requireCustomer } from '@/server/http/auth';
import { bodyFields, booleanFlag, MAX_EMAIL_LENGTH, optional, required, text } from '@/server/http/bodyFields';
import { HttpError, UnauthorizedError, ValidationError } from '@/server/http/errors';
import { oneOf } from '@/server/http/fieldRules';
import { ok } from '@/server/http/responses';
import type { ApiContext, ApiResponse, RouteDefinition, RouteHandler } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { findActiveUser, presentUser } from '@/server/modules/account/presenter';
import { devOutboxRoutes } from '@/server/modules/outbox/routes';
import {
  configuredGoogleClientId,
  type GoogleIdentity,
  GoogleTokenError,
  googleCertsKeySource,
  verifyGoogleIdToken,
} from '@/server/security/googleIdToken';
import { clientAddress } from '@/server/security/clientAddress';
import { issueDeviceToken } from '@/server/security/deviceTokens';
import { checkConfirmation, givenPassword, optionalGivenPassword, password, readIdentifier, sixDigitCode } from './credentialFields';
import { changePassword, countResetCodeRequest, resetPassword, sendResetCode, verifyResetCode } from './recoveryService';
import {
  logIn,
  logOut,
  MAX_NAME_LENGTH,
  type SignedIn,
  SignInRefusedError,
  signInWithGoogle,
  signUp,
  type SignUpInput,
  startGuestSession,
} from './sessionService';

const MAX_TEMP_GUEST_USER_NO_LENGTH = 100;
const tempGuestUserNo = optional(text('temp_guest_user_no', MAX_TEMP_GUEST_USER_NO_LENGTH));
// Left out or blank: the sign-in is not remembered.
const rememberMe = optional(booleanFlag('remember_me')).transform((value) => value ?? false);
const MAX_TOKEN_LENGTH = 200;
const deviceToken = optional(text('device_token', MAX_TOKEN_LENGTH));
const resetToken = optional(text('reset_token', MAX_TOKEN_LENGTH));

/** Every sign-in also hands the browser a device token, to send back with its next password sign-in. */
async function signedInAnswer(context: ApiContext, message: string, signedIn: SignedIn): Promise<ApiResponse> {
  const answer: contract.input<typeof signInAnswer> = {
    result: true,
    message,
    access_token: signedIn.token.token,
    token_type: 'Bearer',
    expires_at: signedIn.token.expiresAt,
    device_token: issueDeviceToken(signedIn.user.id, context.now()),
    user: await presentUser(context.db, signedIn.user),
  };
  return ok(answer);
}

/** Failed sign-ins answer the login contract's body, with `user: null`. */
function withLoginFailures(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof SignInRefusedError) return ok({ result: false, message: error.message, user: null }, error.status);
      throw error;
    }
  };
}

type SignUpIdentity = Pick<SignUpInput, 'email' | 'phone' | 'emailField' | 'phoneField'>;

interface SignUpIdentityFields {
  email_or_phone?: string;
  email?: string;
  phone?: string;
  register_by?: 'email' | 'phone';
}

/** One `email_or_phone` (of the kind register_by names, or looks like), or separate `email` and/or `phone`. */
function readSignUpIdentity(body: SignUpIdentityFields, context: z.core.$RefinementCtx): SignUpIdentity {
  if (body.email_or_phone !== undefined) {
    const identifier = readIdentifier(body.email_or_phone, body.register_by, 'email_or_phone', context);
    return {
      email: identifier?.kind === 'email' ? identifier.value : null,
      phone: identifier?.kind === 'phone' ? identifier.value : null,
      emailField: 'email_or_phone',
      phoneField: 'email_or_phone',
    };
  }
  if (body.email === undefined && body.phone === undefined) {
    context.addIssue({ code: 'custom', path: ['email_or_phone'], message: 'The email_or_phone field is required.' });
  } else if (body.register_by && body[body.register_by] === undefined) {
    context.addIssue({ code: 'custom', path: [body.register_by], message: `The ${body.register_by} field is required.` });
  }
  return {
    email: body.email === undefined ? null : (readIdentifier(body.email, 'email', 'email', context)?.value ?? null),
    phone: body.phone === undefined ? null : (readIdentifier(body.phone, 'phone', 'phone', context)?.value ?? null),
    emailField: 'email',
    phoneField: 'phone',
  };
}

const signUpBody = z
  .object({
    name: required(text('name', MAX_NAME_LENGTH)),
    email_or_phone: optional(text('email_or_phone', MAX_EMAIL_LENGTH)),
    email: optional(text('email', MAX_EMAIL_LENGTH)),
    phone: optional(text('phone', 30)),
    // Laravel's sometimes|required: it may be left out, but not sent blank.
    register_by: required(oneOf('register_by', ['email', 'phone'])).optional(),
    password: password('password'),
    password_confirmation: z.unknown(),
    temp_guest_user_no: tempGuestUserNo,
  } satisfies FieldsOf<Omit<SignupRequest, 'password_confirmation'>> & { password_confirmation: z.ZodType })
  .transform((body, context): SignUpInput => {
    checkConfirmation(body, context);
    return { ...readSignUpIdentity(body, context), name: body.name, password: body.password, tempGuestUserNo: body.temp_guest_user_no };
  });

const loginBody = z.object({
  email: required(text('email', MAX_EMAIL_LENGTH)),
  password: givenPassword('password'),
  remember_me: rememberMe,
  temp_guest_user_no: tempGuestUserNo,
  device_token: deviceToken,
} satisfies FieldsOf<LoginRequest>);

const socialLoginBody = z.object({
  social_provider: required(oneOf('social_provider', ['google'])),
  id_token: required(text('id_token', 10_000)),
  remember_me: rememberMe,
  temp_guest_user_no: tempGuestUserNo,
} satisfies FieldsOf<SocialLoginRequest>);

const recoveryIdentity = {
  send_code_by: required(oneOf('send_code_by', ['email', 'phone'])),
  email_or_phone: required(text('email_or_phone', MAX_EMAIL_LENGTH)),
} satisfies FieldsOf<RecoveryIdentity>;

function withIdentifier<Body extends { send_code_by: 'email' | 'phone'; email_or_phone: string }>(
  body: Body,
  context: z.core.$RefinementCtx<Body>,
) {
  const identifier = readIdentifier(body.email_or_phone, body.send_code_by, 'email_or_phone', context);
  return identifier ? { ...body, identifier } : z.NEVER;
}

const forgetRequestBody = z.object(recoveryIdentity).transform(withIdentifier);

const checkVerifyBody = z
  .object({ ...recoveryIdentity, verification_code: sixDigitCode('verification_code') } satisfies FieldsOf<CodeVerification>)
  .transform(withIdentifier);

const newPasswordBody = z
  .object({
    ...recoveryIdentity,
    reset_token: resetToken,
    password: password('password'),
    password_confirmation: z.unknown(),
  } satisfies FieldsOf<Omit<PasswordReset, 'password_confirmation'>> & { password_confirmation: z.ZodType })
  .transform((body, context) => {
    checkConfirmation(body, context);
    return withIdentifier(body, context);
  });

const passwordUpdateBody = z
  .object({
    old_password: optionalGivenPassword('old_password'),
    reset_token: resetToken,
    password: password('password'),
    // Compared with the password, whatever was sent.
    password_confirmation: z.unknown(),
  } satisfies FieldsOf<Omit<PasswordUpdate, 'password_confirmation'>> & { password_confirmation: z.ZodType })
  .transform((body, context) => {
    checkConfirmation(body, context);
    return body;
  });

const GOOGLE_TOKEN_MESSAGES: Partial<Record<GoogleTokenError['failure'], string>> = {
  email_not_verified: 'Your Google account email address is not verified.',
};

async function googleIdentity(idToken: string, context: ApiContext): Promise<GoogleIdentity> {
  const clientId = configuredGoogleClientId();
  if (!clientId) throw new ValidationError({ social_provider: ['Google sign-in is not available'] });
  try {
    return await verifyGoogleIdToken(idToken, { clientId, keys: context.googleKeys ?? googleCertsKeySource(), now: context.now() });
  } catch (error) {
    if (!(error instanceof GoogleTokenError)) throw error;
    if (error.failure === 'keys_unavailable') throw new HttpError(503, 'Google sign-in is temporarily unavailable. Please try again.');
    throw new SignInRefusedError(GOOGLE_TOKEN_MESSAGES[error.failure] ?? 'Invalid Google sign-in');
  }
}

const logoutHandler: RouteHandler = async (request, context) => {
  const caller = await requireCaller(request, context);
  await logOut(context.db, caller.tokenId, context.now());
  return ok({ result: true, message: 'Successfully logged out' });
};

export const authRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/auth/signin-guest-user',
    handler: async (request, context) => {
      const session = await startGuestSession(context.db, clientAddress(request), context.now());
      const answer: contract.input<typeof guestSessionAnswer> = {
        result: true,
        message: 'Guest session started',
        temp_guest_user_no: session.tempGuestUserNo,
        access_token: session.token.token,
        guest_user_id: session.guestUserId,
        token_type: 'Bearer',
        expires_at: session.token.expiresAt,
      };
      return ok(answer);
    },
  },
  {
    method: 'POST',
    path: '/v2/auth/signup',
    handler: async (request, context) => {
      const input = parseWith(signUpBody, bodyFields(request.body));
      return signedInAnswer(context, 'Registration successful', await signUp(context.db, input, clientAddress(request), context.now()));
    },
  },
  {
    method: 'POST',
    path: '/v2/auth/login',
    handler: withLoginFailures(async (request, context) => {
      const body = parseWith(loginBody, bodyFields(request.body));
      const signedIn = await logIn(
        context.db,
        {
          identifier: body.email,
          password: body.password,
          rememberMe: body.remember_me,
          tempGuestUserNo: body.temp_guest_user_no,
          deviceToken: body.device_token,
        },
        clientAddress(request),
        context.now(),
      );
      return signedInAnswer(context, 'Successfully logged in', signedIn);
    }),
  },
  {
    method: 'POST',
    path: '/v2/auth/social-login',
    handler: withLoginFailures(async (request, context) => {
      const body = parseWith(socialLoginBody, bodyFields(request.body));
      const identity = await googleIdentity(body.id_token, context);
      const signedIn = await signInWithGoogle(
        context.db,
        { identity, rememberMe: body.remember_me, tempGuestUserNo: body.temp_guest_user_no },
        context.now(),
      );
      return signedInAnswer(context, 'Successfully logged in', signedIn);
    }),
  },
  { method: 'GET', path: '/v2/auth/logout', handler: logoutHandler },
  { method: 'POST', path: '/v2/auth/logout', handler: logoutHandler },
  {
    method: 'GET',
    path: '/v2/auth/user',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      const user = await findActiveUser(context.db, caller.userId);
      if (!user) throw new UnauthorizedError();
      // The family's answer adds `result`, which the storefront does not read.
      const answer: contract.output<typeof signedInUser> & { result: boolean } = { result: true, user: await presentUser(context.db, user) };
      return ok(answer);
    },
  },
  {
    method: 'POST',
    path: '/v2/auth/password/forget_request',
    handler: async (request, context) => {
      const { identifier } = parseWith(forgetRequestBody, bodyFields(request.body));
      const now = context.now();
      await countResetCodeRequest(context.db, { identifier, address: clientAddress(request) }, now);
      return {
        ...ok({ result: true, message: 'If an account exists, a verification code has been sent.' }),
        afterAnswer: () => sendResetCode(context.db, identifier, now, context.messageDelivery),
      };
    },
  },
  {
    method: 'POST',
    path: '/v2/auth/password/check_verify',
    handler: async (request, context) => {
      const body = parseWith(checkVerifyBody, bodyFields(request.body));
      const resetToken = await verifyResetCode(context.db, body.identifier, body.verification_code, context.now());
      const answer: contract.input<typeof recoveryCodeAnswer> = { result: true, message: 'Verified successfully', reset_token: resetToken };
      return ok(answer);
    },
  },
  {
    method: 'POST',
    path: '/v2/auth/password/new_pass',
    handler: async (request, context) => {
      const body = parseWith(newPasswordBody, bodyFields(request.body));
      await resetPassword(
        context.db,
        { identifier: body.identifier, address: clientAddress(request) },
        body.reset_token,
        body.password,
        context.now(),
      );
      return ok({ result: true, message: 'Password changed successfully' });
    },
  },
  {
    method: 'POST',
    path: '/v2/password/update',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      const body = parseWith(passwordUpdateBody, bodyFields(request.body));
      await changePassword(
        context.db,
        {
          userId: caller.userId,
          tokenId: caller.tokenId,
          oldPassword: body.old_password,
          resetToken: body.reset_token,
          password: body.password,
        },
        context.now(),
      );
      return ok({ result: true, message: 'Password updated successfully' });
    },
  },
  ...devOutboxRoutes,
];
