import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import type { City, Place } from '@/contract/account';
import { useDistrictsQuery, useDivisionsQuery, useThanasQuery } from '@/store/api/placesApi';

/** The lists of places for a chosen division and district, as far as they have arrived. */
export interface LoadedPlaces {
  divisionId: number | null;
  districtId: number | null;
  divisions: Place[];
  districts: City[];
  thanas: Place[];
  failed: boolean;
}

interface PlaceQueriesProps {
  divisionId: number | null;
  districtId: number | null;
  onLoaded: (places: LoadedPlaces) => void;
}

const NONE: never[] = [];

/** Asks for the divisions, and for the districts and thanas below what is chosen; shows nothing itself. */
export default function PlaceQueries({ divisionId, districtId, onLoaded }: PlaceQueriesProps) {
  const divisions = useDivisionsQuery();
  const districts = useDistrictsQuery(divisionId ?? skipToken);
  const thanas = useThanasQuery(districtId ?? skipToken);
  const failed = divisions.isError || districts.isError || thanas.isError;
  const [divisionList, districtList, thanaList] = [divisions.currentData, districts.currentData, thanas.currentData];

  useEffect(() => {
    onLoaded({ divisionId, districtId, divisions: divisionList ?? NONE, districts: districtList ?? NONE, thanas: thanaList ?? NONE, failed });
  }, [onLoaded, divisionId, districtId, divisionList, districtList, thanaList, failed]);
  return null;
}
