import dynamic from 'next/dynamic';
import { useState, type ReactElement } from 'react';
import type { LoadedPlaces } from '@/components/common/PlaceQueries';
import type { City, Place } from '@/contract/account';

export interface PlaceLists {
  divisions: Place[];
  districts: City[];
  thanas: Place[];
  /** A list could not be loaded. */
  failed: boolean;
}

// The lists are asked for by a module loaded after hydration, so the api stays out of the page's first load.
const PlaceQueries = dynamic(() => import('@/components/common/PlaceQueries'), { ssr: false });

function idOf(value: string): number | null {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Bangladesh's divisions, the districts of the chosen division and the thanas of the chosen district,
 * with the element that asks for them (render it anywhere in the form).
 */
export function usePlaces(division: string, district: string): { places: PlaceLists; placeQueries: ReactElement } {
  const divisionId = idOf(division);
  const districtId = idOf(district);
  const [loaded, setLoaded] = useState<LoadedPlaces | null>(null);
  // A list of another parent is never shown, even for the moment before the new one arrives.
  const current = loaded !== null && loaded.divisionId === divisionId && loaded.districtId === districtId;
  const places = {
    divisions: loaded?.divisions ?? [],
    districts: loaded?.divisionId === divisionId ? loaded.districts : [],
    thanas: loaded?.districtId === districtId ? loaded.thanas : [],
    failed: current && loaded.failed,
  };
  return { places, placeQueries: <PlaceQueries divisionId={divisionId} districtId={districtId} onLoaded={setLoaded} /> };
}
