import { DEFAULT_TIME_ZONE } from '@cuadre/shared/common/constants';
import { useAppStore } from '@/stores/app-store';

/**
 * The seller's IANA zone as the server stores it (`users.time_zone`, answered by login as the session user's
 * `timeZone`), so "today", "this month" and "this year" agree on both sides. A session stored before login
 * answered it falls back to Caracas until the next login.
 */
export function useSellerTimeZone(): string {
  return useAppStore((state) => state.user?.timeZone) ?? DEFAULT_TIME_ZONE;
}
