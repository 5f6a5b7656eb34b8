import { timeZoneForCountry } from '@cuadre/shared/countries';
import { useAppStore } from '@/stores/app-store';

/** The seller's IANA zone, derived from the country as the server does: "this year" agrees on both sides. */
export function useSellerTimeZone(): string {
  const country = useAppStore((state) => state.user?.country);
  return timeZoneForCountry(country);
}
