import { districtIdOf } from './places.js';
import type { Random } from './random.js';

/** The demo administrator named in README.md; its presence marks a seeded database. */
export const DEMO_ADMIN_PHONE = '994500000001';

const MALE_NAMES = (
  'Elvin Rəşad Orxan Tural Kamran Murad Anar Elnur Ramil Fərid Ceyhun Vüsal Rauf Nicat Səbuhi Emil ' +
  'Rüfət Əli Hüseyn Samir Toğrul Elçin Cavid Nurlan Zaur Kənan Ayxan Ülvi Teymur Namiq Fuad Elşən Mahir ' +
  'İlkin Seymur Qabil'
).split(' ');

const FEMALE_NAMES = (
  'Aysel Nigar Leyla Günay Aynur Səbinə Nərmin Lalə Könül Aytən Fidan Sevinc Ülkər Xədicə Zəhra Aygün ' +
  'Şəbnəm Türkan Gülnar Lamiyə Nazlı Samirə Kamilə Vəfa Aidə Sevda Ruhiyyə Arzu Elnarə Afaq'
).split(' ');

/** Surnames in their masculine form; the feminine adds "a" (Məmmədov → Məmmədova, Əliyev → Əliyeva). */
const GENDERED_SURNAMES = (
  'Məmmədov Əliyev Quliyev Hüseynov Həsənov İsmayılov Abdullayev Rəhimov Kərimov Cəfərov Babayev ' +
  'Nəsirov Orucov Süleymanov Əhmədov Bayramov Musayev Vəliyev Qasımov Rüstəmov Sadıqov Zeynalov Nağıyev ' +
  'Allahverdiyev Mustafayev Hacıyev Salmanov Tağıyev Novruzov İbrahimov Mehdiyev Şükürov Qurbanov ' +
  'Həsənzadə Əlizadə Quluzadə Abbaslı Həsənli Cəfərli'
).split(' ');

/** Surnames that do not change with gender (-zadə, -lı/-li). */
const NEUTRAL_SURNAME = /(zadə|lı|li)$/;

export type Speciality = 'phone' | 'tablet' | 'sim' | 'accessory';

/** Invented shops (no real brand or chain), each with what it mostly sells. */
const SHOPS: ReadonlyArray<readonly [name: string, lastName: string, speciality: Speciality]> = [
  ['Telefon Evi', 'MMC', 'phone'],
  ['Mobil Dünya', 'Nərimanov', 'phone'],
  ['Smart Zona', 'MMC', 'phone'],
  ['İdeal Mobil', 'Gənclik', 'phone'],
  ['Yeni Nəsil Telefon', 'Sumqayıt', 'phone'],
  ['Qadjet Bazar', 'MMC', 'accessory'],
  ['Aksesuar Mərkəzi', 'Yasamal', 'accessory'],
  ['Planşet Evi', 'MMC', 'tablet'],
  ['Gözəl Nömrələr', 'MMC', 'sim'],
  ['Nömrə Sarayı', 'Bakı', 'sim'],
  ['Mobil Servis Plus', 'Gəncə', 'phone'],
  ['Rəqəm Nömrə', 'MMC', 'sim'],
];

export interface DemoSeller {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  accountType: 'INDIVIDUAL' | 'BUSINESS';
  /** Shops sell mostly one category; people sell a little of anything. */
  speciality: Speciality | null;
  districtId: number;
  createdAt: Date;
  /** A shop's name, address and opening hours as its seller page shows them (issue 37). */
  business?: { name: string; address: string; hours: string };
}

/** Invented addresses (no real shop is at them): a shop's street in its city. */
const SHOP_STREETS: Record<string, string> = {
  sumqayit: 'Sülh küç. 12, Sumqayıt',
  ganja: 'Cavadxan küç. 25, Gəncə',
  baku: 'Nizami küç. 10, Bakı',
};

const MOBILE_CODES = [
  ['50', 30],
  ['51', 12],
  ['10', 8],
  ['55', 22],
  ['99', 8],
  ['70', 10],
  ['77', 10],
] as const;

export function randomPhone(random: Random): string {
  return `994${random.weighted(MOBILE_CODES)}${random.int(1, 9)}${random.digits(6)}`;
}

export function personName(random: Random): { firstName: string; lastName: string } {
  const female = random.chance(0.35);
  const surname = random.pick(GENDERED_SURNAMES);
  const lastName = female && !NEUTRAL_SURNAME.test(surname) ? `${surname}a` : surname;
  return { firstName: random.pick(female ? FEMALE_NAMES : MALE_NAMES), lastName };
}

/** About 150 sellers: the shops plus people, each with a home district and a join date. */
export function makeSellers(
  random: Random,
  count: number,
  now: Date,
  pickDistrict: () => number,
  takenPhones: Set<string>,
): DemoSeller[] {
  const sellers: DemoSeller[] = [];
  const uniquePhone = () => {
    for (;;) {
      const phone = randomPhone(random);
      if (!takenPhones.has(phone)) {
        takenPhones.add(phone);
        return phone;
      }
    }
  };
  const joined = () => new Date(now.getTime() - random.int(40, 900) * 86_400_000 - random.int(0, 86_399) * 1000);
  for (const [firstName, lastName, speciality] of SHOPS) {
    // Shops sit in the big cities.
    const city = lastName === 'Sumqayıt' ? 'sumqayit' : lastName === 'Gəncə' ? 'ganja' : 'baku';
    sellers.push({
      phoneNumber: uniquePhone(),
      firstName,
      lastName,
      accountType: 'BUSINESS',
      speciality,
      districtId: districtIdOf(city),
      createdAt: joined(),
      business: {
        name: `${firstName} ${lastName}`,
        address: SHOP_STREETS[city] ?? '',
        hours: 'B.e.–Şənbə 10:00–20:00',
      },
    });
  }
  while (sellers.length < count) {
    sellers.push({
      phoneNumber: uniquePhone(),
      ...personName(random),
      accountType: 'INDIVIDUAL',
      speciality: null,
      districtId: pickDistrict(),
      createdAt: joined(),
    });
  }
  return sellers;
}
