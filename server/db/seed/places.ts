import type { Db } from '../connection';
import { insertInBatches, requireId } from './support';

/** Bangladesh's 8 divisions (states) and their 64 districts (cities). */
export const DISTRICTS_BY_DIVISION: Record<string, string[]> = {
  Barishal: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'],
  Chattogram: [
    'Bandarban',
    'Brahmanbaria',
    'Chandpur',
    'Chattogram',
    "Cox's Bazar",
    'Cumilla',
    'Feni',
    'Khagrachhari',
    'Lakshmipur',
    'Noakhali',
    'Rangamati',
  ],
  Dhaka: [
    'Dhaka',
    'Faridpur',
    'Gazipur',
    'Gopalganj',
    'Kishoreganj',
    'Madaripur',
    'Manikganj',
    'Munshiganj',
    'Narayanganj',
    'Narsingdi',
    'Rajbari',
    'Shariatpur',
    'Tangail',
  ],
  Khulna: ['Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira'],
  Mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
  Rajshahi: ['Bogura', 'Chapai Nawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
  Rangpur: ['Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon'],
  Sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
};

/** Thanas (areas) of the districts most orders go to. */
export const THANAS_BY_DISTRICT: Record<string, string[]> = {
  Dhaka: [
    'Adabor',
    'Badda',
    'Banani',
    'Bangshal',
    'Bashundhara',
    'Cantonment',
    'Chawkbazar',
    'Dakshinkhan',
    'Demra',
    'Dhanmondi',
    'Gulshan',
    'Hazaribagh',
    'Jatrabari',
    'Kafrul',
    'Kalabagan',
    'Kamrangirchar',
    'Khilgaon',
    'Khilkhet',
    'Kotwali',
    'Lalbagh',
    'Mirpur',
    'Mohammadpur',
    'Motijheel',
    'New Market',
    'Pallabi',
    'Paltan',
    'Ramna',
    'Rampura',
    'Sabujbagh',
    'Shah Ali',
    'Shahbagh',
    'Sher-e-Bangla Nagar',
    'Shyampur',
    'Sutrapur',
    'Tejgaon',
    'Turag',
    'Uttara',
    'Uttarkhan',
    'Vatara',
    'Wari',
  ],
  Chattogram: [
    'Akbar Shah',
    'Bakalia',
    'Bandar',
    'Bayazid',
    'Chandgaon',
    'Chawkbazar',
    'Double Mooring',
    'Halishahar',
    'Hathazari',
    'Khulshi',
    'Kotwali',
    'Mirsharai',
    'Pahartali',
    'Panchlaish',
    'Patenga',
    'Patiya',
    'Raozan',
    'Sitakunda',
  ],
  Gazipur: ['Gazipur Sadar', 'Kaliakair', 'Kaliganj', 'Kapasia', 'Sreepur', 'Tongi'],
  Narayanganj: ['Araihazar', 'Bandar', 'Fatullah', 'Narayanganj Sadar', 'Rupganj', 'Siddhirganj', 'Sonargaon'],
  Sylhet: [
    'Balaganj',
    'Beanibazar',
    'Bishwanath',
    'Companiganj',
    'Fenchuganj',
    'Golapganj',
    'Gowainghat',
    'Jaintiapur',
    'Kanaighat',
    'Osmani Nagar',
    'South Surma',
    'Sylhet Sadar',
    'Zakiganj',
  ],
};

/** Only Dhaka district gets the inside-Dhaka delivery price. */
const INSIDE_DHAKA_DISTRICT = 'Dhaka';

export async function seedPlaces(db: Db): Promise<void> {
  const country = await db.insertInto('countries').values({ name: 'Bangladesh', code: 'BD' }).returning('id').executeTakeFirstOrThrow();
  await insertInBatches(
    db,
    'states',
    Object.keys(DISTRICTS_BY_DIVISION).map((name) => ({ country_id: country.id, name })),
  );
  const states = await db.selectFrom('states').select(['id', 'name']).execute();
  const stateIds = new Map(states.map((state) => [state.name, state.id]));
  await insertInBatches(
    db,
    'cities',
    Object.entries(DISTRICTS_BY_DIVISION).flatMap(([division, districts]) =>
      districts.map((name) => ({
        state_id: requireId(stateIds, division),
        name,
        is_inside_dhaka: name === INSIDE_DHAKA_DISTRICT ? 1 : 0,
      })),
    ),
  );
  const cities = await db.selectFrom('cities').select(['id', 'name']).execute();
  const cityIds = new Map(cities.map((city) => [city.name, city.id]));
  await insertInBatches(
    db,
    'areas',
    Object.entries(THANAS_BY_DISTRICT).flatMap(([district, thanas]) =>
      thanas.map((name) => ({ city_id: requireId(cityIds, district), name })),
    ),
  );
}
