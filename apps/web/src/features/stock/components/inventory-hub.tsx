import { Link } from 'react-router';
import { ClipboardList, PackagePlus, type LucideIcon } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LowStockPanel } from './low-stock-panel';

function ActionCard({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
        focusRing,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700 dark:text-teal-400" />
      <span className="min-w-0">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">{text}</span>
      </span>
    </Link>
  );
}

/** /dashboard/inventario: the two ways stock changes besides a sale, and what is running low. */
export function InventoryHub() {
  return (
    <div className="grid gap-6">
      <nav aria-label="Acciones de inventario" className="grid gap-3 sm:grid-cols-2">
        <ActionCard
          to={paths.dashboard.inventoryRestock}
          icon={PackagePlus}
          title="Entrada de mercancía"
          text="Registra lo que llegó: cantidades, costos y proveedor."
        />
        <ActionCard
          to={paths.dashboard.inventoryCount}
          icon={ClipboardList}
          title="Conteo físico"
          text="Cuenta lo que hay en el estante y ajusta las diferencias."
        />
      </nav>
      <LowStockPanel />
    </div>
  );
}
