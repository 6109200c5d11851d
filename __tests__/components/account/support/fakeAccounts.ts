import { http, HttpResponse } from 'msw';
import type { User } from '@/contract/account';
import { API, CUSTOMER } from '../../../store/support/fakeShop';

// The account endpoints the login and password pages call, answered at the network edge as the API does.

export const RESET_CODE = '514090';
/** What check_verify hands out for the right code; only it lets the last step set the password. */
export const RESET_TOKEN = 'reset-token-for-514090';
export const CURRENT_PASSWORD = 'Customer@123';
export const GOOGLE_ID_TOKEN = 'google-id-token';
export const TAKEN_EMAIL = 'taken@demo.shop';

export interface AccountRequest {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

const fieldErrors = (errors: Record<string, string[]>) =>
  HttpResponse.json({ result: false, success: false, message: Object.values(errors)[0][0], errors }, { status: 422 });

const tooShort = (password: unknown) => typeof password !== 'string' || password.length < 8;

function signedIn(message: string, user: User) {
  return HttpResponse.json({ result: true, message, access_token: 'customer-token', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00Z', user });
}

export function createFakeAccounts() {
  const requests: AccountRequest[] = [];
  let verifiedFor: string | null = null;

  async function record(request: Request): Promise<Record<string, unknown>> {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ path: new URL(request.url).pathname, body, authorization: request.headers.get('Authorization') });
    return body;
  }

  const handlers = [
    http.post(`${API}/v2/auth/signup`, async ({ request }) => {
      const body = await record(request);
      if (body.email_or_phone === TAKEN_EMAIL) return fieldErrors({ email_or_phone: ['The email has already been taken.'] });
      if (tooShort(body.password)) return fieldErrors({ password: ['The password field must be at least 8 characters.'] });
      const byEmail = body.register_by === 'email';
      return signedIn('Registration successful', {
        ...CUSTOMER,
        id: 77,
        name: String(body.name),
        email: byEmail ? String(body.email_or_phone) : null,
        phone: byEmail ? null : String(body.email_or_phone),
      });
    }),
    http.post(`${API}/v2/auth/social-login`, async ({ request }) => {
      const body = await record(request);
      if (body.id_token !== GOOGLE_ID_TOKEN) return HttpResponse.json({ result: false, message: 'Invalid Google sign-in', user: null }, { status: 401 });
      return signedIn('Successfully logged in', CUSTOMER);
    }),
    http.post(`${API}/v2/auth/password/forget_request`, async ({ request }) => {
      const body = await record(request);
      if (body.send_code_by === 'phone' && !/^01[3-9]\d{8}$/.test(String(body.email_or_phone))) {
        return fieldErrors({ email_or_phone: ['The email_or_phone field must be a valid Bangladeshi mobile number.'] });
      }
      verifiedFor = null;
      return HttpResponse.json({ result: true, message: 'If an account exists, a verification code has been sent.' });
    }),
    http.post(`${API}/v2/auth/password/check_verify`, async ({ request }) => {
      const body = await record(request);
      if (body.verification_code !== RESET_CODE) return fieldErrors({ verification_code: ['The verification code is invalid.'] });
      verifiedFor = String(body.email_or_phone);
      return HttpResponse.json({ result: true, message: 'Verified successfully', reset_token: RESET_TOKEN });
    }),
    http.post(`${API}/v2/auth/password/new_pass`, async ({ request }) => {
      const body = await record(request);
      if (verifiedFor !== body.email_or_phone || body.reset_token !== RESET_TOKEN) {
        return fieldErrors({ email_or_phone: ['Please verify the code we sent you first.'] });
      }
      if (tooShort(body.password)) return fieldErrors({ password: ['The password field must be at least 8 characters.'] });
      verifiedFor = null;
      return HttpResponse.json({ result: true, message: 'Password changed successfully' });
    }),
    http.post(`${API}/v2/password/update`, async ({ request }) => {
      const body = await record(request);
      if (request.headers.get('Authorization') !== 'Bearer customer-token') {
        return HttpResponse.json({ result: false, success: false, message: 'Unauthenticated.' }, { status: 401 });
      }
      const ownCodeVerified = (verifiedFor === CUSTOMER.email || verifiedFor === CUSTOMER.phone) && body.reset_token === RESET_TOKEN;
      if (body.old_password === undefined && !ownCodeVerified) {
        return fieldErrors({ old_password: ['The old password field is required.'] });
      }
      if (body.old_password !== undefined && body.old_password !== CURRENT_PASSWORD) {
        return fieldErrors({ old_password: ['The old password is incorrect.'] });
      }
      if (tooShort(body.password)) return fieldErrors({ password: ['The password field must be at least 8 characters.'] });
      verifiedFor = null;
      return HttpResponse.json({ result: true, message: 'Password updated successfully' });
    }),
  ];

  return {
    handlers,
    requests,
    requestsTo: (path: string) => requests.filter((request) => request.path === `/api${path}`),
  };
}
