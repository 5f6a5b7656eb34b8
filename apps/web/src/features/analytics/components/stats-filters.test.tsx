import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { StatsFilters } from './stats-filters';
import { editDate, EMPTY_STATS_FILTERS, pickMonth, type TStatsFilterValues } from './stats-filter-rules';

function Harness({ year = 2024 }: { year?: number }) {
  const [value, setValue] = useState<TStatsFilterValues>(EMPTY_STATS_FILTERS);
  return <StatsFilters value={value} onChange={setValue} year={year} />;
}

describe('statistics filter rules', () => {
  it('picking a month sets its first and last day; the empty choice clears', () => {
    expect(pickMonth(2024, '1')).toEqual({ month: '1', startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(pickMonth(2025, '11')).toEqual({ month: '11', startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(pickMonth(2025, '')).toEqual(EMPTY_STATS_FILTERS);
  });

  it('editing a date clears the month and keeps the other date', () => {
    expect(editDate(pickMonth(2025, '2'), 'endDate', '2025-03-15')).toEqual({
      month: '',
      startDate: '2025-03-01',
      endDate: '2025-03-15',
    });
  });
});

describe('StatsFilters', () => {
  it('offers Enero…Diciembre of the current year', () => {
    render(<Harness year={2025} />);
    const month = screen.getByLabelText('Mes (2025)');
    const names = Array.from((month as HTMLSelectElement).options).map((option) => option.text);
    expect(names).toEqual([
      'Seleccionar mes',
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
  });

  it("fills the dates from the month, clears the month on a date edit, and 'Limpiar' resets all", async () => {
    const user = userEvent.setup();
    render(<Harness year={2024} />);
    const month = screen.getByLabelText('Mes (2024)');
    const start = screen.getByLabelText('Fecha de inicio');
    const end = screen.getByLabelText('Fecha de fin');
    const clear = screen.getByRole('button', { name: 'Limpiar' });
    expect(clear).toBeDisabled();

    await user.selectOptions(month, 'Febrero');
    expect(start).toHaveValue('2024-02-01');
    expect(end).toHaveValue('2024-02-29');

    await user.clear(end);
    await user.type(end, '2024-02-10');
    expect(month).toHaveValue('');
    expect(start).toHaveValue('2024-02-01');
    expect(end).toHaveValue('2024-02-10');

    await user.click(clear);
    expect(month).toHaveValue('');
    expect(start).toHaveValue('');
    expect(end).toHaveValue('');
  });

  it('flags a start after the end', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Fecha de inicio'), '2024-03-10');
    await user.type(screen.getByLabelText('Fecha de fin'), '2024-03-01');
    expect(screen.getByText(VALIDATION.dateRangeInvalid)).toBeInTheDocument();
  });
});
