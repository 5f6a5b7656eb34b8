/**
 * The countries offered by GET /countries (spec §3 Country) with the IANA time zone used for "today",
 * "this month" and daily statistics (design.md §2). Names are Spanish, as shown in the selects.
 *
 * A user's `country` stores the country NAME; `currency` the ISO code; `currencyName` the currency's name.
 */
import { DEFAULT_TIME_ZONE, VENEZUELA_CODE } from './constants';
import type { TCountry } from './schemas/users';

export type TCountryWithZone = TCountry & { timeZone: string };

export const COUNTRIES: readonly TCountryWithZone[] = [
  {
    name: 'Argentina',
    code: 'AR',
    currency: 'Peso argentino',
    currencyCode: 'ARS',
    currencySymbol: '$',
    timeZone: 'America/Argentina/Buenos_Aires',
  },
  {
    name: 'Bolivia',
    code: 'BO',
    currency: 'Boliviano',
    currencyCode: 'BOB',
    currencySymbol: 'Bs',
    timeZone: 'America/La_Paz',
  },
  {
    name: 'Chile',
    code: 'CL',
    currency: 'Peso chileno',
    currencyCode: 'CLP',
    currencySymbol: '$',
    timeZone: 'America/Santiago',
  },
  {
    name: 'Colombia',
    code: 'CO',
    currency: 'Peso colombiano',
    currencyCode: 'COP',
    currencySymbol: '$',
    timeZone: 'America/Bogota',
  },
  {
    name: 'Costa Rica',
    code: 'CR',
    currency: 'Colón costarricense',
    currencyCode: 'CRC',
    currencySymbol: '₡',
    timeZone: 'America/Costa_Rica',
  },
  {
    name: 'Cuba',
    code: 'CU',
    currency: 'Peso cubano',
    currencyCode: 'CUP',
    currencySymbol: '$',
    timeZone: 'America/Havana',
  },
  {
    name: 'Ecuador',
    code: 'EC',
    currency: 'Dólar estadounidense',
    currencyCode: 'USD',
    currencySymbol: '$',
    timeZone: 'America/Guayaquil',
  },
  {
    name: 'El Salvador',
    code: 'SV',
    currency: 'Dólar estadounidense',
    currencyCode: 'USD',
    currencySymbol: '$',
    timeZone: 'America/El_Salvador',
  },
  {
    name: 'España',
    code: 'ES',
    currency: 'Euro',
    currencyCode: 'EUR',
    currencySymbol: '€',
    timeZone: 'Europe/Madrid',
  },
  {
    name: 'Estados Unidos',
    code: 'US',
    currency: 'Dólar estadounidense',
    currencyCode: 'USD',
    currencySymbol: '$',
    timeZone: 'America/New_York',
  },
  {
    name: 'Guatemala',
    code: 'GT',
    currency: 'Quetzal',
    currencyCode: 'GTQ',
    currencySymbol: 'Q',
    timeZone: 'America/Guatemala',
  },
  {
    name: 'Honduras',
    code: 'HN',
    currency: 'Lempira',
    currencyCode: 'HNL',
    currencySymbol: 'L',
    timeZone: 'America/Tegucigalpa',
  },
  {
    name: 'México',
    code: 'MX',
    currency: 'Peso mexicano',
    currencyCode: 'MXN',
    currencySymbol: '$',
    timeZone: 'America/Mexico_City',
  },
  {
    name: 'Nicaragua',
    code: 'NI',
    currency: 'Córdoba',
    currencyCode: 'NIO',
    currencySymbol: 'C$',
    timeZone: 'America/Managua',
  },
  {
    name: 'Panamá',
    code: 'PA',
    currency: 'Balboa',
    currencyCode: 'PAB',
    currencySymbol: 'B/.',
    timeZone: 'America/Panama',
  },
  {
    name: 'Paraguay',
    code: 'PY',
    currency: 'Guaraní',
    currencyCode: 'PYG',
    currencySymbol: '₲',
    timeZone: 'America/Asuncion',
  },
  {
    name: 'Perú',
    code: 'PE',
    currency: 'Sol',
    currencyCode: 'PEN',
    currencySymbol: 'S/',
    timeZone: 'America/Lima',
  },
  {
    name: 'Puerto Rico',
    code: 'PR',
    currency: 'Dólar estadounidense',
    currencyCode: 'USD',
    currencySymbol: '$',
    timeZone: 'America/Puerto_Rico',
  },
  {
    name: 'República Dominicana',
    code: 'DO',
    currency: 'Peso dominicano',
    currencyCode: 'DOP',
    currencySymbol: 'RD$',
    timeZone: 'America/Santo_Domingo',
  },
  {
    name: 'Uruguay',
    code: 'UY',
    currency: 'Peso uruguayo',
    currencyCode: 'UYU',
    currencySymbol: '$',
    timeZone: 'America/Montevideo',
  },
  {
    name: 'Venezuela',
    code: 'VE',
    currency: 'Bolívar',
    currencyCode: 'VES',
    currencySymbol: 'Bs.',
    timeZone: 'America/Caracas',
  },
];

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** Finds a listed country by name or ISO code, ignoring case and accents. */
export function findCountry(nameOrCode: string | null | undefined): TCountryWithZone | undefined {
  if (!nameOrCode) return undefined;
  const key = fold(nameOrCode);
  return COUNTRIES.find((country) => fold(country.name) === key || fold(country.code) === key);
}

/** Venezuelan sellers get the USD/VES dual-currency mode (spec §1, §6). */
export function isVenezuela(country: string | null | undefined): boolean {
  return findCountry(country)?.code === VENEZUELA_CODE;
}

/** The seller's IANA time zone; Caracas when the country is unknown or unset. */
export function timeZoneForCountry(country: string | null | undefined): string {
  return findCountry(country)?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The user fields stored for a chosen country (the payload of PUT /users from the country dialog). */
export function countryToUserFields(country: TCountry): {
  country: string;
  currency: string;
  currencySymbol: string;
  currencyName: string;
} {
  return {
    country: country.name,
    currency: country.currencyCode,
    currencySymbol: country.currencySymbol,
    currencyName: country.currency,
  };
}

/** The public country object (without the time zone), as GET /countries answers. */
export function toPublicCountry({ name, code, currency, currencyCode, currencySymbol }: TCountry): TCountry {
  return { name, code, currency, currencyCode, currencySymbol };
}
