import { useEffect, useState } from 'react';
import { listAreas, listCities, listCountries, listStates } from '@/services/places';
import type { City, Place } from '@/contract/account';

const BANGLADESH = 'Bangladesh';

export interface PlaceLists {
  divisions: Place[];
  districts: City[];
  thanas: Place[];
  /** A list could not be loaded. */
  failed: boolean;
}

function idOf(value: string): number | null {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/** One list of places, loaded again whenever its parent changes; empty without a parent. */
function usePlaceList<T extends Place>(parentId: number | null, load: (parentId: number) => Promise<T[]>): { places: T[]; failed: boolean } {
  const [state, setState] = useState<{ parentId: number | null; places: T[]; failed: boolean }>({ parentId: null, places: [], failed: false });

  useEffect(() => {
    if (parentId === null) return;
    let active = true;
    load(parentId)
      .then((places) => active && setState({ parentId, places, failed: false }))
      .catch(() => active && setState({ parentId, places: [], failed: true }));
    return () => {
      active = false;
    };
  }, [parentId, load]);

  // A list of another parent is never shown, even for the moment before the new one arrives.
  return state.parentId === parentId ? state : { places: [], failed: false };
}

async function bangladeshDivisions(): Promise<Place[]> {
  const countries = await listCountries();
  const bangladesh = countries.find((country) => country.name === BANGLADESH) ?? countries[0];
  return bangladesh ? listStates(bangladesh.id) : [];
}

const divisionsOf = () => bangladeshDivisions();
const districtsOf = (divisionId: number) => listCities(divisionId);
const thanasOf = (districtId: number) => listAreas(districtId);
/** The divisions hang under no chosen place: one list for the whole country. */
const WHOLE_COUNTRY = 0;

/** Bangladesh's divisions, the districts of the chosen division and the thanas of the chosen district. */
export function usePlaces(division: string, district: string): PlaceLists {
  const divisions = usePlaceList(WHOLE_COUNTRY, divisionsOf);
  const districts = usePlaceList(idOf(division), districtsOf);
  const thanas = usePlaceList(idOf(district), thanasOf);
  return {
    divisions: divisions.places,
    districts: districts.places,
    thanas: thanas.places,
    failed: divisions.failed || districts.failed || thanas.failed,
  };
}
