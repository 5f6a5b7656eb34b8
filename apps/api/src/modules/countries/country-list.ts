import { countries as countryData } from 'countries-list';
import { getCountry as getCountryZones } from 'countries-and-timezones';
import { foldText } from '@cuadre/shared/text/fold-text';
import type { TCountry } from '@cuadre/shared/users/schemas';

/** A country as GET /countries lists it, plus the IANA zone stored on the user (design §2). */
export type TCountryWithZone = TCountry & { timeZone: string };

/**
 * Countries spanning several zones whose capital has no zone of its own name: the zone where most of the
 * people (and shops) are. Everywhere else the capital's zone, or the only zone, is used.
 */
const MAIN_ZONE: Record<string, string> = {
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CD: 'Africa/Kinshasa',
  CN: 'Asia/Shanghai',
  EC: 'America/Guayaquil',
  KZ: 'Asia/Almaty',
  MN: 'Asia/Ulaanbaatar',
  MY: 'Asia/Kuala_Lumpur',
  NZ: 'Pacific/Auckland',
  US: 'America/New_York',
  VN: 'Asia/Ho_Chi_Minh',
};

/** The BCV writes the bolívar as 'Bs.' (spec §9); ICU's 'Bs.S' is the 2018 name nobody uses. */
const SYMBOL_OVERRIDES: Record<string, string> = { VES: 'Bs.' };

/** A capital ('Mexico City') and the last part of its zone ('Mexico_City') compare equal. */
function zoneKey(value: string): string {
  return foldText(value).replace(/[\s.-]+/g, '_');
}

function mainZone(code: string, capital: string, zones: readonly string[]): string | undefined {
  if (MAIN_ZONE[code]) return MAIN_ZONE[code];
  if (zones.length <= 1) return zones[0];
  const capitalKey = zoneKey(capital);
  return zones.find((zone) => zoneKey(zone.split('/').at(-1) ?? '') === capitalKey) ?? zones[0];
}

function currencySymbol(currencyCode: string, countryCode: string): string {
  const override = SYMBOL_OVERRIDES[currencyCode];
  if (override) return override;
  // The country's own Spanish locale gives the local symbol ('S/' in Peru, 'B/.' in Panama); 'es' alone
  // would answer the ISO code for those.
  const part = new Intl.NumberFormat(`es-${countryCode}`, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currencyCode;
}

function capitalise(value: string): string {
  return value.charAt(0).toLocaleUpperCase('es') + value.slice(1);
}

function buildCountries(): readonly TCountryWithZone[] {
  const regionNames = new Intl.DisplayNames('es', { type: 'region' });
  const currencyNames = new Intl.DisplayNames('es', { type: 'currency' });
  const list: TCountryWithZone[] = [];
  for (const [code, data] of Object.entries(countryData)) {
    const currencyCode = data.currency[0];
    const zones = getCountryZones(code)?.timezones ?? [];
    const timeZone = mainZone(code, data.capital, zones);
    // Uninhabited territories (no currency or no zone) are no place for a shop.
    if (!currencyCode || !timeZone) continue;
    list.push({
      name: regionNames.of(code) ?? data.name,
      code,
      currency: capitalise(currencyNames.of(currencyCode) ?? currencyCode),
      currencyCode,
      currencySymbol: currencySymbol(currencyCode, code),
      timeZone,
    });
  }
  return list.sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

let cached: readonly TCountryWithZone[] | undefined;

/** Every country, Spanish names in Spanish order, built once from the data packages and Intl. */
export function listCountries(): readonly TCountryWithZone[] {
  cached ??= buildCountries();
  return cached;
}

/** Finds a country by its listed name or ISO code, ignoring case and accents. */
export function findCountry(nameOrCode: string | null | undefined): TCountryWithZone | undefined {
  if (!nameOrCode) return undefined;
  const key = foldText(nameOrCode);
  return listCountries().find((country) => foldText(country.name) === key || foldText(country.code) === key);
}

/** What a user row stores of its country (register, PUT /users): the server's values, never the client's. */
export function countryColumns(country: TCountryWithZone) {
  return {
    country: country.name,
    countryCode: country.code,
    currency: country.currencyCode,
    currencyName: country.currency,
    currencySymbol: country.currencySymbol,
    timeZone: country.timeZone,
  };
}

/** The public shape, without the zone. */
export function toPublicCountry({ name, code, currency, currencyCode, currencySymbol }: TCountry): TCountry {
  return { name, code, currency, currencyCode, currencySymbol };
}
