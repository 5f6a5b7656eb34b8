import { Eye } from 'lucide-react';
import { SALE_STATUSES, type TSaleStatus } from '@cuadre/shared/sales/constants';
import { shortId } from '@cuadre/shared/common/short-id';
import type { TSale } from '@cuadre/shared/sales/schemas';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { saleStatusLabel } from './sale-details-format';

export const SALES_HISTORY_TEXTS = {
  searchLabel: 'Buscar ventas',
  searchPlaceholder: 'Buscar por ID o cliente...',
  statusFilter: 'Filtrar por estado',
  allStatuses: 'Todos',
  empty: 'No hay ventas registradas',
  noMatch: 'No se encontraron ventas con los filtros aplicados',
  noClient: 'Sin cliente',
  details: 'Ver detalles',
} as const;

export type TStatusFilter = TSaleStatus | 'all';

export function StatusFilter({
  value,
  onChange,
}: {
  value: TStatusFilter;
  onChange: (next: TStatusFilter) => void;
}) {
  return (
    <Select
      aria-label={SALES_HISTORY_TEXTS.statusFilter}
      value={value}
      onChange={(event) => onChange(event.target.value as TStatusFilter)}
      className="h-11 w-auto min-w-32 lg:h-8 py-0 text-xs font-normal normal-case"
    >
      <option value="all">{SALES_HISTORY_TEXTS.allStatuses}</option>
      {SALE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {saleStatusLabel(status)}
        </option>
      ))}
    </Select>
  );
}

export function DetailsButton({ sale, onOpen }: { sale: TSale; onOpen: (id: string) => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      // One line: in the table's last column the label would wrap and spill out of the 32 px button.
      className="whitespace-nowrap"
      onClick={() => onOpen(sale.id)}
      aria-label={`${SALES_HISTORY_TEXTS.details} de la venta ${shortId(sale.id)}`}
    >
      <Eye aria-hidden="true" className="size-4" />
      {SALES_HISTORY_TEXTS.details}
    </Button>
  );
}
