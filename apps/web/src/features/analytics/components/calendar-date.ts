/** 'YYYY-MM-DD' (a calendar day, already in the seller's zone) → 'dd/mm/yyyy'. No Date: no zone to shift it. */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The calendar day after `isoDate`, computed in UTC where every day has 24 hours. */
export function nextCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
