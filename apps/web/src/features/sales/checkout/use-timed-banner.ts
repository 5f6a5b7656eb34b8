import { useCallback, useEffect, useState } from 'react';

export type TBanner = { kind: 'success' | 'error'; text: string; durationMs: number; id: number };

/** The cart's one banner: a new one replaces the last and goes by itself after its own time (spec §9). */
export function useTimedBanner() {
  const [banner, setBanner] = useState<TBanner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), banner.durationMs);
    return () => clearTimeout(timer);
  }, [banner]);

  const showBanner = useCallback((kind: TBanner['kind'], text: string, durationMs: number) => {
    // A new id each time: the same text said again is announced again.
    setBanner({ kind, text, durationMs, id: Date.now() });
  }, []);
  const hideBanner = useCallback(() => setBanner(null), []);

  return { banner, showBanner, hideBanner };
}
