import type { GuestSessionAnswer, LoginRequest, SignInAnswer, SignupRequest, SocialLoginRequest } from '@/contract/auth';
import type { User } from '@/contract/account';
import type { MutationAnswer } from '@/contract/envelope';
import { http, requestConfig, type RequestOptions } from './http';

/** `POST /v2/auth/signin-guest-user`: a fresh guest session whose token carries the bag. */
export async function signInGuestUser(options?: RequestOptions): Promise<GuestSessionAnswer> {
  const response = await http.post('/v2/auth/signin-guest-user', undefined, requestConfig(options), 'guestSession');
  return response.data;
}

/** `POST /v2/auth/login`; wrong credentials reject with a 401 whose answer says "Invalid login credentials". */
export async function login(body: LoginRequest, options?: RequestOptions): Promise<SignInAnswer> {
  const response = await http.post('/v2/auth/login', body, requestConfig(options), 'signIn');
  return response.data;
}

/** `POST /v2/auth/signup`; bad fields reject with a 422 carrying `errors`. */
export async function signup(body: SignupRequest, options?: RequestOptions): Promise<SignInAnswer> {
  const response = await http.post('/v2/auth/signup', body, requestConfig(options), 'signIn');
  return response.data;
}

/** `POST /v2/auth/social-login` with a Google ID token. */
export async function socialLogin(body: SocialLoginRequest, options?: RequestOptions): Promise<SignInAnswer> {
  const response = await http.post('/v2/auth/social-login', body, requestConfig(options), 'signIn');
  return response.data;
}

// POST rather than GET: an already expired token must not send the shopper to /login while signing out.
/** `POST /v2/auth/logout`: revokes the token. */
export async function logout(options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/auth/logout', undefined, requestConfig(options), 'mutation');
  return response.data;
}

/** `GET /v2/auth/user`: the signed-in customer. */
export async function getSignedInUser(options?: RequestOptions): Promise<User> {
  const response = await http.get('/v2/auth/user', requestConfig(options), 'signedInUser');
  return response.data.user;
}
