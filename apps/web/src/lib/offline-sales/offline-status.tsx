import { useState } from 'react';
import { CloudOff, RefreshCw } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { useOnline } from '@/hooks/use-online';
import { cn } from '@/lib/cn';
import { useOfflineSales, waitingCount } from './offline-sales-store';
import { OFFLINE_TEXTS } from './offline-texts';
import { QueuedSalesDialog } from './queued-sales-dialog';

/**
 * The seller's connection and queue, always in sight (design §14): "Sin conexión" while offline, and "N ventas
 * por sincronizar" (or rejected) opening the queue. The layout shows it in the phone's top bar and the sidebar;
 * OfflineSync, mounted once, sends the queue.
 */
export function OfflineStatus() {
  const online = useOnline();
  const sales = useOfflineSales((state) => state.sales);
  const [open, setOpen] = useState(false);
  const waiting = waitingCount(sales);
  const refused = sales.length - waiting;
  if (online && sales.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
      {!online && (
        <span
          role="status"
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-amber-900"
        >
          <CloudOff aria-hidden className="size-3.5" />
          {OFFLINE_TEXTS.offline}
        </span>
      )}
      {sales.length > 0 && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={cn(
            'inline-flex min-h-11 items-center gap-1 rounded-full px-3 lg:min-h-8',
            refused > 0 ? 'bg-red-100 text-red-900' : 'bg-sky-100 text-sky-900',
            focusRing,
          )}
        >
          <RefreshCw aria-hidden className="size-3.5" />
          {[
            waiting > 0 ? OFFLINE_TEXTS.waiting(waiting) : null,
            refused > 0 ? OFFLINE_TEXTS.refused(refused) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </button>
      )}
      <QueuedSalesDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
