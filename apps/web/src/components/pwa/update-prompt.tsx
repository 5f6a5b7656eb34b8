import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';

export const UPDATE_PROMPT_TEXTS = {
  title: 'Nueva versión disponible',
  action: 'Actualizar',
  later: 'Más tarde',
} as const;

/**
 * Registers the service worker that keeps the app's shell on the phone (design §14) and, when a new build is
 * out, asks before switching to it: a reload in the middle of a sale would lose what the seller is typing.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 flex flex-wrap items-center gap-3 rounded-xl bg-slate-900 p-3 text-sm text-white shadow-lg sm:left-auto sm:w-96 dark:bg-slate-800"
    >
      <p className="flex-1 font-medium">{UPDATE_PROMPT_TEXTS.title}</p>
      <Button variant="ghost" size="sm" className="text-white" onClick={() => setNeedRefresh(false)}>
        {UPDATE_PROMPT_TEXTS.later}
      </Button>
      <Button size="sm" onClick={() => void updateServiceWorker(true)}>
        {UPDATE_PROMPT_TEXTS.action}
      </Button>
    </div>
  );
}
