import { useState } from 'react';
import { formatDateTimeEs } from '@cuadre/shared/common/dates';
import { formatUsd } from '@cuadre/shared/money/money';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { useOnline } from '@/hooks/use-online';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useOfflineSales } from './offline-sales-store';
import type { TQueuedSale } from './queued-sale';
import { syncQueuedSales } from './sync-queued-sales';
import { useAppStore } from '@/stores/app-store';
import { OFFLINE_TEXTS } from './offline-texts';

/** The queued sale back in the cart, as it was sold: the seller fixes what the server refused and sells again. */
function restoreToCart(sale: TQueuedSale): void {
  const items = sale.lines.flatMap((line, index) => {
    const sent = sale.payload.items[index];
    if (!line.productId || !sent) return [];
    // The stock is the product list's to say once it loads (updateCartStock); until then the line is its own.
    return [
      {
        productId: line.productId,
        name: line.name,
        price: sent.price,
        quantity: line.quantity,
        image_url: null,
        availableStock: line.quantity,
        unit: line.unit,
        // The line's IVA is the one the cart showed, until the product list says the class it has now.
        ...(line.taxClass ? { taxClass: line.taxClass } : {}),
      },
    ];
  });
  const clientId = sale.payload.clientId ?? null;
  useAppStore
    .getState()
    .restoreCart(items, clientId && sale.clientName ? { id: clientId, name: sale.clientName } : null);
}

function QueuedSaleCard({
  sale,
  onDiscard,
  onFix,
}: {
  sale: TQueuedSale;
  onDiscard: () => void;
  onFix: () => void;
}) {
  const timeZone = useSellerTimeZone();
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-400">
        {OFFLINE_TEXTS.provisional}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {formatDateTimeEs(sale.payload.occurredAt, timeZone)}
        {sale.clientName ? ` · ${sale.clientName}` : ''}
      </p>
      <ul className="mt-1 text-sm">
        {sale.lines.map((line, index) => (
          <li key={`${line.productId ?? 'charge'}-${index}`} className="flex justify-between gap-2">
            <span className="min-w-0 break-words">
              {OFFLINE_TEXTS.line(line.name, line.quantity, line.unit)}
            </span>
            <span className="shrink-0">{formatUsd(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 flex justify-between font-semibold">
        <span>Total</span>
        <span>{formatUsd(sale.total)}</span>
      </p>
      {sale.refusal !== null && (
        <div role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
          <p className="font-medium">{OFFLINE_TEXTS.refusedTitle}</p>
          <p>{sale.refusal}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={onFix}>
              {OFFLINE_TEXTS.fix}
            </Button>
            <Button size="sm" variant="secondary" onClick={onDiscard}>
              {OFFLINE_TEXTS.discard}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The sales made with no connection, each as its provisional receipt: waiting ones go by themselves; one the
 * server refused stays here until the seller fixes it in the cart or discards it — never dropped silently.
 */
export function QueuedSalesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const sales = useOfflineSales((state) => state.sales);
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);
  const [discarding, setDiscarding] = useState<TQueuedSale | null>(null);

  async function syncNow() {
    setSyncing(true);
    try {
      await syncQueuedSales();
    } finally {
      setSyncing(false);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title={OFFLINE_TEXTS.queueTitle}
        description={OFFLINE_TEXTS.queueDescription}
        footer={
          <Button onClick={() => void syncNow()} disabled={!online || sales.length === 0} isLoading={syncing}>
            {syncing ? OFFLINE_TEXTS.syncing : OFFLINE_TEXTS.syncNow}
          </Button>
        }
      >
        {sales.length === 0 ? (
          <p className="text-sm">{OFFLINE_TEXTS.empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {sales.map((sale) => (
              <QueuedSaleCard
                key={sale.id}
                sale={sale}
                onDiscard={() => setDiscarding(sale)}
                onFix={() => {
                  restoreToCart(sale);
                  void useOfflineSales.getState().remove(sale.id);
                  onClose();
                }}
              />
            ))}
          </ul>
        )}
      </Dialog>
      <ConfirmDialog
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        title={OFFLINE_TEXTS.discardTitle}
        description={OFFLINE_TEXTS.discardDescription}
        confirmLabel={OFFLINE_TEXTS.discard}
        confirmVariant="danger"
        isPending={false}
        onConfirm={() => {
          if (discarding) void useOfflineSales.getState().remove(discarding.id);
          setDiscarding(null);
        }}
      />
    </>
  );
}
