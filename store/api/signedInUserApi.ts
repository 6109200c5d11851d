import type { User } from '@/contract/account';
import { getSignedInUser } from '@/services/auth';
import { selectIsSignedIn, userUpdated } from '../authSlice';
import type { AppStore } from '../store';
import { fromService, serveStore, shopApi, stateOf } from './shopApi';

const signedInUserApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in customer as the server knows them now; the answer replaces the stored copy (an
     * approved affiliate application shows at once), unless a sign-out or another sign-in came meanwhile.
     */
    signedInUser: build.query<User, { token: string }>({
      queryFn: fromService(async ({ token }, signal, api) => {
        const user = await getSignedInUser({ token, signal });
        const state = stateOf(api);
        if (state.auth.token === token && selectIsSignedIn(state)) api.dispatch(userUpdated(user));
        return user;
      }),
    }),
  }),
});

/** Reads the signed-in customer again; a failure keeps the stored copy (the API client handles a 401). */
export async function refreshSignedInUser(store: AppStore): Promise<void> {
  const state = store.getState();
  if (!selectIsSignedIn(state) || !state.auth.token) return;
  await serveStore(store).dispatch(
    signedInUserApi.endpoints.signedInUser.initiate({ token: state.auth.token }, { subscribe: false, forceRefetch: true }),
  );
}
