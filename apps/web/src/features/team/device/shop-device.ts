import { useSyncExternalStore } from 'react';

/** What this phone keeps once the owner or a manager enrolled it as the shop's (decision record 029). */
export type TShopDeviceKept = { deviceId: string; deviceToken: string; name: string };

// localStorage, not the session's store: the enrolment outlives every session on the phone, including the one
// that enrolled it, and signing out must not forget it.
const KEY = 'cuadre-shop-device';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): TShopDeviceKept | null {
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<TShopDeviceKept>;
    return typeof kept.deviceId === 'string' && typeof kept.deviceToken === 'string'
      ? { deviceId: kept.deviceId, deviceToken: kept.deviceToken, name: String(kept.name ?? '') }
      : null;
  } catch {
    return null;
  }
}

export function readShopDevice(): TShopDeviceKept | null {
  return parse(read());
}

export function keepShopDevice(device: TShopDeviceKept): void {
  localStorage.setItem(KEY, JSON.stringify(device));
  listeners.forEach((listener) => listener());
}

export function forgetShopDevice(): void {
  localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab enrolling or removing the phone.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The shop device this phone is, or null; follows enrolment and removal in every tab. */
export function useShopDevice(): TShopDeviceKept | null {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  return parse(raw);
}
