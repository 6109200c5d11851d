import { useState } from 'react';
import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { showNotice } from '@/components/common/showNotice';
import { useText } from '@/hooks/useLocale';
import type { SignInFailure } from '@/store/authThunks';
import { useAppDispatch } from '@/store/hooks';
import type { Notice } from '@/store/notices';
import type { AppDispatch, RootState } from '@/store/store';
import { showSignInFailure } from './formFeedback';

/** A sign-in or registration call: its notice when the customer is in, the server's refusal otherwise. */
type AccountAction<Argument> = AsyncThunkAction<Notice, Argument, { state: RootState; dispatch: AppDispatch; rejectValue: SignInFailure }>;

interface AccountFormOptions<Values extends FieldValues, Argument> {
  defaultValues: DefaultValues<Values>;
  /** The form field that shows each API field's error. */
  fieldOfApiField: Partial<Record<string, Path<Values>>>;
  action: (values: Values) => AccountAction<Argument>;
}

/**
 * The form state of the sign-in and registration forms (react-hook-form's): each field's registration
 * and error for an AccountField, and a submit that signs the customer in or shows why not.
 */
export function useAccountForm<Values extends FieldValues, Argument>({ defaultValues, fieldOfApiField, action }: AccountFormOptions<Values, Argument>) {
  const dispatch = useAppDispatch();
  const t = useText('account');
  // Wrong credentials belong to no one field: they show above the button as well as in the toast.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues });

  function field<Name extends Path<Values>>(name: Name, rules?: RegisterOptions<Values, Name>) {
    return { registration: register(name, rules), error: get<typeof errors, FieldError | undefined>(errors, name)?.message };
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await dispatch(action(values));
    // Only a refused call's action carries an error.
    if (!('error' in outcome)) return showNotice(outcome.payload);
    setFailure(showSignInFailure(outcome.payload, fieldOfApiField, setError, t));
  });

  return { t, field, register, onSubmit, failure, isSubmitting };
}
