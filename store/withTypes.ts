import { createAsyncThunk, type TypedStartListening } from '@reduxjs/toolkit';
import type { RequestOptions } from '@/services/http';
import type { AppDispatch, RootState } from './store';

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** Every call a thunk makes carries the store's own token: never a token shared between stores. */
export function withToken(state: RootState): RequestOptions {
  return state.auth.token ? { token: state.auth.token } : {};
}
