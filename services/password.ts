import type { CodeVerification, NewPassword, PasswordReset, PasswordUpdate, RecoveryCodeAnswer, RecoveryIdentity } from '@/contract/auth';
import type { MutationAnswer } from '@/contract/envelope';
import { http, requestConfig, type RequestOptions } from './http';

/** `POST /v2/auth/password/forget_request`: answers the same whether or not the account exists. */
export async function requestRecoveryCode(identity: RecoveryIdentity, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/auth/password/forget_request', identity, requestConfig(options), 'mutation');
  return response.data;
}

/** `POST /v2/auth/password/check_verify`: the reset token; a wrong code rejects with a 422 on `verification_code`. */
export async function checkRecoveryCode(
  identity: RecoveryIdentity,
  verificationCode: string,
  options?: RequestOptions,
): Promise<RecoveryCodeAnswer> {
  const body: CodeVerification = { ...identity, verification_code: verificationCode };
  const response = await http.post('/v2/auth/password/check_verify', body, requestConfig(options), 'recoveryCode');
  return response.data;
}

/** `POST /v2/auth/password/new_pass`: the verified identity's new password, with the reset token its code was exchanged for. */
export async function setNewPassword(
  identity: RecoveryIdentity,
  password: NewPassword,
  resetToken: string,
  options?: RequestOptions,
): Promise<MutationAnswer> {
  const body: PasswordReset = { ...identity, reset_token: resetToken, ...password };
  const response = await http.post('/v2/auth/password/new_pass', body, requestConfig(options), 'mutation');
  return response.data;
}

/** `POST /v2/password/update` for the signed-in customer; bad fields reject with a 422 per field. */
export async function updatePassword(body: PasswordUpdate, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/password/update', body, requestConfig(options), 'mutation');
  return response.data;
}
