import { z } from 'zod';
import type { AreasOfCity, CitiesOfState, StatesOfCountry } from '@/contract/account';
import { id, withoutEmptyValues } from '@/server/http/queryParams';
import { okData } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { listAreas, listCities, listCountries, listStates } from './service';

// Path ids are reported under the same field names as in the query string (`state_id`).
const countryIdInput = z.object({ country_id: id('country id') } satisfies FieldsOf<StatesOfCountry>);
const stateIdInput = z.object({ state_id: id('state id') } satisfies FieldsOf<CitiesOfState>);
const cityIdInput = z.object({ city_id: id('city id') } satisfies FieldsOf<AreasOfCity>);
// Without a state, every city is listed.
const citiesQuery = z.object({ state_id: id('state id').optional() } satisfies FieldsOf<Partial<CitiesOfState>>);

export const placeRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/countries',
    handler: async (_request, { db }) => okData(await listCountries(db)),
  },
  {
    method: 'GET',
    path: '/v2/states-by-country/:countryId',
    handler: async (request, { db }) => {
      const { country_id: countryId } = parseWith(countryIdInput, { country_id: request.params.countryId });
      return okData(await listStates(db, countryId));
    },
  },
  {
    method: 'GET',
    path: '/v2/cities-by-state/:stateId',
    handler: async (request, { db }) => {
      const { state_id: stateId } = parseWith(stateIdInput, { state_id: request.params.stateId });
      return okData(await listCities(db, stateId));
    },
  },
  {
    method: 'GET',
    path: '/v2/cities',
    handler: async (request, { db }) => {
      const { state_id: stateId } = parseWith(citiesQuery, withoutEmptyValues(request.query));
      return okData(await listCities(db, stateId));
    },
  },
  {
    method: 'GET',
    path: '/v2/areas-by-city/:cityId',
    handler: async (request, { db }) => {
      const { city_id: cityId } = parseWith(cityIdInput, { city_id: request.params.cityId });
      return okData(await listAreas(db, cityId));
    },
  },
];
