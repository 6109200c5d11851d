import * as accountService from '@/services/account';
import * as authService from '@/services/auth';
import { answerFieldErrors, answerMessage } from '@/services/http';
import type { SignInAnswer, SignupDetails } from '@/contract/auth';
import {
  accountDeleted,
  defaultAddressChanged,
  guestSessionStarted,
  guestSignInFailed,
  guestSignInRequested,
  selectNeedsGuestSession,
  signedIn,
  signedOut,
  tempIdRemoved,
} from './authSlice';
import { MESSAGES, notice, type Notice } from './notices';
import { readDeviceToken, writeDeviceToken } from './persistence';
import type { AppDispatch } from './store';
import { createAppAsyncThunk, withToken } from './withTypes';

export const HOME_PATH = '/';

/** Why a sign-in or sign-up failed: the message and the server's field errors for the form. */
export interface SignInFailure {
  message: string;
  errors: Record<string, string[]>;
}

function signInFailure(error: unknown): SignInFailure {
  return { message: answerMessage(error) ?? MESSAGES.somethingWentWrong, errors: answerFieldErrors(error) };
}

/** A guest session, started only when there is no guest id, user or token and none is under way. */
export const signInGuest = createAppAsyncThunk<void, void, { rejectValue: Notice }>(
  'auth/signInGuest',
  async (_, { dispatch, rejectWithValue }) => {
    dispatch(guestSignInRequested());
    try {
      const answer = await authService.signInGuestUser();
      dispatch(guestSessionStarted(answer));
    } catch {
      dispatch(guestSignInFailed());
      return rejectWithValue(notice(MESSAGES.somethingWentWrong, 'error'));
    }
  },
  { condition: (_, { getState }) => selectNeedsGuestSession(getState()) },
);

// The guest's bag has moved to the account (the server merged it), so the guest's number is spent.
function completeSignIn(dispatch: AppDispatch, answer: SignInAnswer, remember: boolean): void {
  if (answer.device_token) writeDeviceToken(answer.device_token);
  dispatch(signedIn({ token: answer.access_token, user: answer.user, remember }));
  dispatch(tempIdRemoved());
}

export interface SignInArgument {
  /** An email address or a phone number. */
  email: string;
  password: string;
  remember: boolean;
}

/** Signs a customer in with the guest's number, so the guest's bag comes along. */
export const signIn = createAppAsyncThunk<Notice, SignInArgument, { rejectValue: SignInFailure }>(
  'auth/signIn',
  async ({ email, password, remember }, { dispatch, getState, rejectWithValue }) => {
    try {
      const tempId = getState().auth.tempId ?? undefined;
      const answer = await authService.login({
        email,
        password,
        remember_me: remember,
        temp_guest_user_no: tempId,
        device_token: readDeviceToken(),
      });
      completeSignIn(dispatch, answer, remember);
      return notice(answer.message, 'success');
    } catch (error) {
      return rejectWithValue(signInFailure(error));
    }
  },
);

export const signUp = createAppAsyncThunk<Notice, SignupDetails, { rejectValue: SignInFailure }>(
  'auth/signUp',
  async (fields, { dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await authService.signup({ ...fields, temp_guest_user_no: getState().auth.tempId ?? undefined });
      completeSignIn(dispatch, answer, false);
      return notice(answer.message, 'success');
    } catch (error) {
      return rejectWithValue(signInFailure(error));
    }
  },
);

/** Google sign-in with the ID token the provider handed the page. */
export const signInWithGoogle = createAppAsyncThunk<Notice, { idToken: string }, { rejectValue: SignInFailure }>(
  'auth/signInWithGoogle',
  async ({ idToken }, { dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await authService.socialLogin({
        social_provider: 'google',
        id_token: idToken,
        temp_guest_user_no: getState().auth.tempId ?? undefined,
      });
      completeSignIn(dispatch, answer, false);
      return notice(answer.message, 'success');
    } catch (error) {
      return rejectWithValue(signInFailure(error));
    }
  },
);

/** Revokes the token when the server can be reached, and clears the state whatever happens. */
export const logout = createAppAsyncThunk<Notice>('auth/logout', async (_, { dispatch, getState }) => {
  try {
    await authService.logout(withToken(getState()));
  } catch {
    // A token the server no longer knows is as good as revoked.
  }
  dispatch(signedOut());
  return notice(MESSAGES.loggedOut, 'success', HOME_PATH);
});

/** Deletes the account only when the answer's data.status is true; on failure nothing changes and nothing shows. */
export const deleteAccount = createAppAsyncThunk<Notice, void, { rejectValue: null }>(
  'auth/deleteAccount',
  async (_, { dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await accountService.deleteAccount(withToken(getState()));
      if (answer.data?.status !== true) return rejectWithValue(null);
    } catch {
      return rejectWithValue(null);
    }
    dispatch(accountDeleted());
    return notice(MESSAGES.accountDeleted, 'success', HOME_PATH);
  },
);

/** Makes an address the default; the stored user follows. */
export const chooseDefaultAddress = createAppAsyncThunk<Notice, number, { rejectValue: Notice }>(
  'auth/chooseDefaultAddress',
  async (addressId, { dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await accountService.makeDefaultAddress(addressId, withToken(getState()));
      dispatch(defaultAddressChanged(answer.user.default_address));
      return notice(answer.message, 'success');
    } catch (error) {
      return rejectWithValue(notice(answerMessage(error) ?? MESSAGES.tryAgain, 'error'));
    }
  },
);
