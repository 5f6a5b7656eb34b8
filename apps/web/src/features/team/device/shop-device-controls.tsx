import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { DEFAULT_IDLE_LOCK_MINUTES } from '@cuadre/shared/team/constants';
import type { TShop } from '@cuadre/shared/team/schemas';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { SHOP_QUERY_KEY } from '@/lib/query-keys';
import { useAppStore } from '@/stores/app-store';
import { PIN_TEXTS } from './device-texts';
import { useShopDevice } from './shop-device';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * On a shop device (decision record 029): 'Cambiar de usuario', and the idle lock the owner set, both of which
 * end this member's session; the guard then opens the PIN screen. Sales still queued offline stay on the phone for the member
 * who made them and go when they sign in again. Elsewhere it renders nothing and asks nothing.
 */
export function ShopDeviceControls() {
  const device = useShopDevice();
  const logout = useAppStore((state) => state.logout);
  const shop = useQuery({
    queryKey: [...SHOP_QUERY_KEY, 'idle-lock'],
    enabled: device !== null,
    queryFn: async ({ signal }) => (await api.get<TDataResponse<TShop>>('/shop', { signal })).data,
  });
  const idleMinutes = shop.data?.idleLockMinutes ?? DEFAULT_IDLE_LOCK_MINUTES;
  const isEnrolled = device !== null;

  useEffect(() => {
    if (!isEnrolled) return;
    let timer = 0;
    const lock = () => logout({ locked: true });
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(lock, idleMinutes * 60_000);
    };
    restart();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, restart, { passive: true }));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, restart));
    };
  }, [isEnrolled, idleMinutes, logout]);

  if (!isEnrolled) return null;
  return (
    <Button variant="secondary" size="sm" className="w-full" onClick={() => logout({ locked: true })}>
      {PIN_TEXTS.switchMember}
    </Button>
  );
}
