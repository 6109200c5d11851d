import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFieldErrors } from '@/components/common/formErrors';
import { useText } from '@/hooks/useLocale';
import { answerFieldErrors, answerMessage } from '@/services/http';
import type { NewPassword, RecoveryCodeAnswer, RecoveryIdentity } from '@/contract/auth';
import { checkRecoveryCode, requestRecoveryCode } from '@/services/password';
import type { MutationAnswer } from '@/contract/envelope';
import { recoveryCodeVerified, recoveryFinished } from '@/store/authSlice';
import { useAppDispatch } from '@/store/hooks';
import { MESSAGES, notice } from '@/store/notices';
import { recoveryChannel } from '@/utils/accountIdentifier';
import { placeServerErrors } from '@/utils/serverFieldErrors';
import { showPasswordNotice } from './formFeedback';

// The recovery's state machine: Send Code (identify), Verify (verify), then New Password (reset).

export interface RecoveryValues {
  identifier: string;
  code: string;
  password: string;
  passwordConfirmation: string;
}

type RecoveryField = keyof RecoveryValues;
export type RecoveryStep = 'identify' | 'verify' | 'reset';

const FIELD_OF_API_FIELD: Record<string, RecoveryField> = {
  email_or_phone: 'identifier',
  send_code_by: 'identifier',
  verification_code: 'code',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};

const FIRST_FIELD_OF_STEP: Record<RecoveryStep, RecoveryField> = { identify: 'identifier', verify: 'code', reset: 'password' };

/** The signed-in change asks for the old password when no code of the account's own email or phone is verified. */
export const OWN_IDENTIFIER_NEEDED = "Please verify a code sent to your account's email or phone first.";

export interface PasswordRecoveryOptions {
  /**
   * Step 3's call for the verified identity, with the reset token step 2 was given for the code: a
   * reset on /login, the signed-in change on /password.
   */
  savePassword: (identity: RecoveryIdentity, password: NewPassword, resetToken: string) => Promise<MutationAnswer>;
  /** What the phone or email field starts with, such as the signed-in customer's own email. */
  initialIdentifier?: string;
  /** Called once the password is saved, its message shown and the form cleared. */
  onPasswordSaved: (identity: RecoveryIdentity) => void;
}

function emptyValues(identifier: string): RecoveryValues {
  return { identifier, code: '', password: '', passwordConfirmation: '' };
}

/** The step the recovery is at, the identity whose code was sent, and what each step's controls do. */
export function usePasswordRecovery({ savePassword, initialIdentifier = '', onPasswordSaved }: PasswordRecoveryOptions) {
  const dispatch = useAppDispatch();
  const t = useText('account');
  const [step, setStep] = useState<RecoveryStep>('identify');
  const [identity, setIdentity] = useState<RecoveryIdentity | null>(null);
  // Proof of the verified code: kept in this form only, never stored, and sent with the new password.
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<RecoveryValues>({ defaultValues: emptyValues(initialIdentifier) });
  const { setError, clearErrors, setValue, setFocus, reset, getValues } = form;

  // A new step takes the focus to its first field; the first render leaves the page's focus alone.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setFocus(FIRST_FIELD_OF_STEP[step]);
  }, [step, setFocus]);

  function refuseIdentifier() {
    showPasswordNotice(notice(MESSAGES.invalidRecoveryIdentifier, 'error'), t);
    setError('identifier', { type: 'channel', message: MESSAGES.invalidRecoveryIdentifier });
  }

  function showServerFailure(error: unknown, fallbackField?: RecoveryField): boolean {
    const fieldErrors = answerFieldErrors(error);
    const placed = placeServerErrors(fieldErrors, FIELD_OF_API_FIELD);
    if (fieldErrors.old_password) placed.fields.identifier ??= OWN_IDENTIFIER_NEEDED;
    if (Object.keys(placed.fields).length === 0 && fallbackField) {
      placed.fields[fallbackField] = answerMessage(error) ?? MESSAGES.somethingWentWrong;
    }
    showFieldErrors(setError, placed.fields);
    return Object.keys(placed.fields).length > 0;
  }

  /** Asks for a code; whatever the answer says, the code can be entered next. */
  async function requestCode(requested: RecoveryIdentity): Promise<boolean> {
    try {
      const answer = await requestRecoveryCode(requested);
      showPasswordNotice(answer.result ? notice(MESSAGES.recoveryCodeSent, 'success') : notice(answer.message, 'error'), t);
    } catch (error) {
      if (showServerFailure(error)) return false;
      const message = answerMessage(error);
      showPasswordNotice(notice(message ?? MESSAGES.somethingWentWrong, 'error'), t);
      // No answer at all means no code went out: the shopper stays to send it again.
      if (!message) return false;
    }
    return true;
  }

  async function sendCode({ identifier }: RecoveryValues) {
    const channel = recoveryChannel(identifier);
    if (!channel) return refuseIdentifier();
    const requested: RecoveryIdentity = { email_or_phone: identifier.trim(), send_code_by: channel };
    if (!(await requestCode(requested))) return;
    setIdentity(requested);
    setStep('verify');
  }

  async function sendCodeAgain() {
    if (!identity) return;
    setResending(true);
    setValue('code', '');
    clearErrors('code');
    await requestCode(identity);
    setResending(false);
    setFocus('code');
  }

  async function verifyCode(verified: RecoveryIdentity, { code }: RecoveryValues) {
    let answer: RecoveryCodeAnswer;
    try {
      answer = await checkRecoveryCode(verified, code);
      if (!answer.result) return setError('code', { type: 'server', message: answer.message }, { shouldFocus: true });
    } catch (error) {
      showServerFailure(error, 'code');
      return;
    }
    showPasswordNotice(notice(MESSAGES.codeVerified, 'success'), t);
    dispatch(recoveryCodeVerified(verified.email_or_phone));
    setResetToken(answer.reset_token);
    setStep('reset');
  }

  async function saveNewPassword(verified: RecoveryIdentity, token: string, { password, passwordConfirmation }: RecoveryValues) {
    let answer: MutationAnswer;
    try {
      answer = await savePassword(verified, { password, password_confirmation: passwordConfirmation }, token);
    } catch (error) {
      if (!showServerFailure(error)) showPasswordNotice(notice(answerMessage(error) ?? MESSAGES.somethingWentWrong, 'error'), t);
      return;
    }
    showPasswordNotice(notice(answer.message, 'success'), t);
    dispatch(recoveryFinished());
    reset(emptyValues(initialIdentifier));
    setIdentity(null);
    setResetToken(null);
    // The page moves on after a saved password, so the focus is left to it.
    shownStep.current = 'identify';
    setStep('identify');
    onPasswordSaved(verified);
  }

  function changeIdentifier() {
    dispatch(recoveryFinished());
    reset(emptyValues(getValues('identifier')));
    setIdentity(null);
    setResetToken(null);
    setStep('identify');
  }

  async function submitStep(values: RecoveryValues) {
    if (step === 'identify' || !identity) return sendCode(values);
    if (step === 'verify' || resetToken === null) return verifyCode(identity, values);
    return saveNewPassword(identity, resetToken, values);
  }

  return { form, step, identity, resending, submitStep, sendCodeAgain, changeIdentifier, refuseIdentifier };
}

export type PasswordRecovery = ReturnType<typeof usePasswordRecovery>;
