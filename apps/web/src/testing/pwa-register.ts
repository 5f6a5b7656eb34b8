import { useState } from 'react';
import { vi } from 'vitest';

// A stand-in for vite-plugin-pwa's `virtual:pwa-register/react` (vitest.config.ts): a test says whether a new
// build is waiting and sees what the prompt asked the service worker to do.
export const pwaRegister = {
  needRefresh: false,
  updateServiceWorker: vi.fn(async (_reload?: boolean) => {}),
};

export function useRegisterSW() {
  const needRefresh = useState(pwaRegister.needRefresh);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: pwaRegister.updateServiceWorker };
}
