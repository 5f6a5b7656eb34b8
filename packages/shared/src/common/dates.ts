/**
 * Calendar helpers in the seller's time zone (design.md §2: "today", "this month" and daily statistics are
 * computed in the seller's zone, not UTC). Dates travel as 'YYYY-MM-DD' strings.
 */
import { MONTH_NAMES_ES } from './constants';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, size = 2): string {
  return String(value).padStart(size, '0');
}

/** 'YYYY-MM-DD' of a calendar date (monthIndex 0–11). */
export function formatIsoDate(year: number, monthIndex: number, day: number): string {
  return `${pad(year, 4)}-${pad(monthIndex + 1)}-${pad(day)}`;
}

/** True for an existing calendar date written 'YYYY-MM-DD' ('2025-02-29' is false). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE_RE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month - 1);
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** First and last day of a month (monthIndex 0–11), e.g. (2024, 1) → 2024-02-01 … 2024-02-29. */
export function monthRange(year: number, monthIndex: number): { startDate: string; endDate: string } {
  return {
    startDate: formatIsoDate(year, monthIndex, 1),
    endDate: formatIsoDate(year, monthIndex, daysInMonth(year, monthIndex)),
  };
}

export type TZonedDate = { year: number; monthIndex: number; day: number };

// Building an Intl.DateTimeFormat costs far more than using one, and a sale asks for Caracas's day on its path:
// one formatter per zone and kind, kept (there are a few hundred IANA zones at most).
const FORMAT_OPTIONS = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The numeric parts of an instant in a zone: its date or its wall-clock time. */
function zonedParts(timeZone: string, kind: keyof typeof FORMAT_OPTIONS, at: Date) {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...FORMAT_OPTIONS[kind] });
    formatters.set(key, formatter);
  }
  const parts = formatter.formatToParts(at);
  return (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
}

/** Calendar date of an instant in an IANA time zone. */
export function zonedDateParts(timeZone: string, at: Date = new Date()): TZonedDate {
  const get = zonedParts(timeZone, 'date', at);
  return { year: get('year'), monthIndex: get('month') - 1, day: get('day') };
}

/** Today's date 'YYYY-MM-DD' in the time zone. */
export function todayInZone(timeZone: string, at: Date = new Date()): string {
  const { year, monthIndex, day } = zonedDateParts(timeZone, at);
  return formatIsoDate(year, monthIndex, day);
}

/** Spanish month name (Enero…Diciembre) of a month index 0–11. */
export function monthNameEs(monthIndex: number): string {
  return MONTH_NAMES_ES[monthIndex] ?? '';
}

/** The 'YYYY-MM-DD' part of an ISO timestamp as seen in a time zone. */
export function isoDateInZone(timestamp: string | Date, timeZone: string): string {
  return todayInZone(timeZone, typeof timestamp === 'string' ? new Date(timestamp) : timestamp);
}

/**
 * Human date for texts shared outside the app (dd/mm/yyyy), in the given time zone.
 * Built by hand so server and browser print the same thing.
 */
export function formatDateEs(timestamp: string | Date, timeZone: string): string {
  const { year, monthIndex, day } = zonedDateParts(
    timeZone,
    typeof timestamp === 'string' ? new Date(timestamp) : timestamp,
  );
  return slashDate(day, monthIndex, year);
}

/**
 * 'dd/mm/yyyy, hh:mm a. m.' of an instant in the given zone, for documents made on the server (a Z report, a
 * receipt): the same words the screens write with formatLocalDateTime on the seller's device.
 */
export function formatDateTimeEs(timestamp: string | Date, timeZone: string): string {
  const at = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  const get = zonedParts(timeZone, 'time', at);
  return `${formatDateEs(at, timeZone)}, ${clock12(get('hour') % 24, get('minute'), true)}`;
}

/** 'dd/mm/yyyy', the one way the app writes a calendar date for people. */
function slashDate(day: number, monthIndex: number, year: number): string {
  return `${pad(day)}/${pad(monthIndex + 1)}/${pad(year, 4)}`;
}

// Wall-clock formatting in the device's own zone (the seller's device is set to the shop's time), written by
// hand as es-VE writes it. A page's first Intl.DateTimeFormat starts ICU, which is slow on a cheap phone, and
// the dashboard paid it on its first render (docs/history/performance-sessions-1-8.md, "The front end").

/** '2:35 p. m.' ('02:35 p. m.' with paddedHour); 12 at noon and at midnight. */
export function formatLocalTime(date: Date, options: { paddedHour?: boolean } = {}): string {
  return clock12(date.getHours(), date.getMinutes(), options.paddedHour ?? false);
}

/** A 24-hour time on the 12-hour clock es-VE writes: '2:35 p. m.', 12 at noon and at midnight. */
function clock12(hours: number, minutes: number, paddedHour: boolean): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${paddedHour ? pad(hour12) : String(hour12)}:${pad(minutes)} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}

/** '05/01/2026' */
export function formatLocalDate(date: Date): string {
  return slashDate(date.getDate(), date.getMonth(), date.getFullYear());
}

/** '05/01/2026, 12:05 a. m.' */
export function formatLocalDateTime(date: Date): string {
  return `${formatLocalDate(date)}, ${formatLocalTime(date, { paddedHour: true })}`;
}

/** '5/1/26, 12:05 a. m.': es-VE's short date and time. */
export function formatLocalShortDateTime(date: Date): string {
  const year = pad(date.getFullYear() % 100);
  return `${date.getDate()}/${date.getMonth() + 1}/${year}, ${formatLocalTime(date)}`;
}

const DAY_MS = 86_400_000;

/** The calendar date `days` after a 'YYYY-MM-DD' date (before it when negative). */
export function addDaysToIsoDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one 'YYYY-MM-DD' date to another: negative when `to` comes first. */
export function daysBetweenIsoDates(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A calendar date 'YYYY-MM-DD' as the app writes it, 'dd/mm/yyyy' (no zone: it is already a day). */
export function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return slashDate(day, month - 1, year);
}
