import { getStaticData } from '@/services/settings';
import { settingsLoaded, staticDataSettings } from '../settingsSlice';
import { fromService, shopApi } from './shopApi';

const settingsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The settings, mega menu and content pages; the snapshot lands in the settings slice, which the layout reads. */
    staticData: build.query<Awaited<ReturnType<typeof getStaticData>>, void>({
      queryFn: fromService((_none, signal) => getStaticData({ signal })),
      async onQueryStarted(_none, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(settingsLoaded(staticDataSettings(data, new Date().toISOString())));
      },
    }),
  }),
});

export const { useStaticDataQuery } = settingsApi;
