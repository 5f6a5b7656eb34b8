import { X } from 'lucide-react';
import { MONTH_NAMES_ES } from '@cuadre/shared/common/constants';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import {
  EMPTY_STATS_FILTERS,
  editDate,
  isRangeInverted,
  pickMonth,
  type TStatsFilterValues,
} from './stats-filter-rules';

type TStatsFiltersProps = {
  value: TStatsFilterValues;
  onChange: (next: TStatsFilterValues) => void;
  /** The current year in the seller's zone: the months offered are Enero…Diciembre of it. */
  year: number;
};

/** Month, start and end dates, and 'Limpiar' (spec §2 Statistics). */
export function StatsFilters({ value, onChange, year }: TStatsFiltersProps) {
  const isInverted = isRangeInverted(value);
  const isEmpty = !value.month && !value.startDate && !value.endDate;
  return (
    <section
      aria-label="Filtros de estadísticas"
      className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start dark:border-slate-800 dark:bg-slate-900"
    >
      <FormField label={`Mes (${year})`}>
        {(field) => (
          <Select
            {...field}
            value={value.month}
            onChange={(event) => onChange(pickMonth(year, event.target.value))}
          >
            <option value="">Seleccionar mes</option>
            {MONTH_NAMES_ES.map((name, index) => (
              <option key={name} value={String(index)}>
                {name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Fecha de inicio">
        {(field) => (
          <Input
            {...field}
            type="date"
            value={value.startDate}
            onChange={(event) => onChange(editDate(value, 'startDate', event.target.value))}
          />
        )}
      </FormField>
      <FormField label="Fecha de fin" error={isInverted ? VALIDATION.dateRangeInvalid : undefined}>
        {(field) => (
          <Input
            {...field}
            type="date"
            value={value.endDate}
            onChange={(event) => onChange(editDate(value, 'endDate', event.target.value))}
          />
        )}
      </FormField>
      <Button
        variant="secondary"
        className="lg:mt-6"
        onClick={() => onChange(EMPTY_STATS_FILTERS)}
        disabled={isEmpty}
      >
        <X aria-hidden="true" className="size-4" />
        Limpiar
      </Button>
    </section>
  );
}
