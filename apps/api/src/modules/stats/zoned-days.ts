import { sql, type SQL } from 'drizzle-orm';

/**
 * The first instant of a calendar day in an IANA time zone, computed by PostgreSQL (it knows every zone's
 * DST rules). Comparing a timestamptz column against these bounds keeps the (shop_id, <time>, id) indexes
 * usable, unlike grouping or filtering on `(column AT TIME ZONE tz)::date`.
 */
export function zonedDayStart(isoDate: string, timeZone: string): SQL {
  return sql`((${isoDate}::date)::timestamp AT TIME ZONE ${timeZone}::text)`;
}

/** The first instant of the day AFTER `isoDate` in the zone: the exclusive end of a range of whole days. */
export function zonedDayEnd(isoDate: string, timeZone: string): SQL {
  return sql`(((${isoDate}::date) + 1)::timestamp AT TIME ZONE ${timeZone}::text)`;
}

/** Noon of a calendar day in the zone: the instant stored for an expense dated by a bare 'YYYY-MM-DD'. */
export function zonedNoon(isoDate: string, timeZone: string): SQL {
  return sql`(((${isoDate}::date)::timestamp + interval '12 hours') AT TIME ZONE ${timeZone}::text)`;
}
