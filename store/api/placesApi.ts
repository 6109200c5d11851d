import { listAreas, listCities, listCountries, listStates } from '@/services/places';
import type { City, Place } from '@/contract/account';
import { fromService, shopApi } from './shopApi';

const BANGLADESH = 'Bangladesh';

// Places are public and the same for every visitor: each list is asked for once per visit.
const placesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** Bangladesh's divisions. */
    divisions: build.query<Place[], void>({
      queryFn: fromService(async (_none, signal) => {
        const countries = await listCountries({ signal });
        const bangladesh = countries.find((country) => country.name === BANGLADESH) ?? countries[0];
        return bangladesh ? listStates(bangladesh.id, { signal }) : [];
      }),
    }),
    districts: build.query<City[], number>({
      queryFn: fromService((divisionId, signal) => listCities(divisionId, { signal })),
    }),
    thanas: build.query<Place[], number>({
      queryFn: fromService((districtId, signal) => listAreas(districtId, { signal })),
    }),
  }),
});

export const { useDivisionsQuery, useDistrictsQuery, useThanasQuery } = placesApi;
