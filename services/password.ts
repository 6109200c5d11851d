import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer } from './types';

export type CodeChannel = 'email' | 'phone';

export interface RecoveryIdentity {
  email_or_phone: string;
  send_code_by: CodeChannel;
}

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

export interface PasswordUpdate extends NewPassword {
  /** May be left out right after the customer verified a recovery code for their own email or phone. */
  old_password?: string;
}

/** `POST /v2/auth/password/forget_request`: answers the same whether or not the account exists. */
export async function requestRecoveryCode(identity: RecoveryIdentity, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>('/v2/auth/password/forget_request', identity, requestConfig(options));
  return response.data;
}

/** `POST /v2/auth/password/check_verify`; a wrong code rejects with a 422 on `verification_code`. */
export async function checkRecoveryCode(
  identity: RecoveryIdentity,
  verificationCode: string,
  options?: RequestOptions,
): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>(
    '/v2/auth/password/check_verify',
    { ...identity, verification_code: verificationCode },
    requestConfig(options),
  );
  return response.data;
}

/** `POST /v2/auth/password/new_pass`: the verified identity's new password. */
export async function setNewPassword(
  identity: RecoveryIdentity,
  password: NewPassword,
  options?: RequestOptions,
): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>(
    '/v2/auth/password/new_pass',
    { ...identity, ...password },
    requestConfig(options),
  );
  return response.data;
}

/** `POST /v2/password/update` for the signed-in customer; bad fields reject with a 422 per field. */
export async function updatePassword(body: PasswordUpdate, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>('/v2/password/update', body, requestConfig(options));
  return response.data;
}
