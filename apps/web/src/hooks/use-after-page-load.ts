import { useCallback, useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

type TIdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** However busy the page stays, the deferred request goes out by then. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * For data the page does not show at first (the cart's client list): true once no other query is loading and
 * the browser is idle, or as soon as `now()` is called (the user reached for it). On a phone's 4G this keeps
 * the request from competing with what the page is about to paint (docs/history/performance-sessions-1-8.md,
 * "The front end").
 */
export function useAfterPageLoad(): { ready: boolean; now: () => void } {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready || fetching > 0) return;
    const idleWindow = window as TIdleWindow;
    const markReady = () => setReady(true);
    if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
      const handle = idleWindow.requestIdleCallback(markReady, { timeout: IDLE_TIMEOUT_MS });
      const cancel = idleWindow.cancelIdleCallback;
      return () => cancel(handle);
    }
    const timer = window.setTimeout(markReady, 0);
    return () => window.clearTimeout(timer);
  }, [fetching, ready]);

  const now = useCallback(() => setReady(true), []);
  return { ready, now };
}
