import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, dayMonthYear } from '@cuadre/shared/common/dates';
import type { TOpenAccountSale } from '@cuadre/shared/open-accounts/schemas';
import { localTodayIso } from '@/lib/local-today';
import { resetAppStore, setSession } from '@/testing/app-store';
import { listReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { openAccount } from '../testing';
import { OpenAccountsList } from './open-accounts-list';

// Decision record 030: each credit sale of an account says when it falls due, and how late it is once it has.

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser({ country: null, currency: null }));
});

function accountWithSales(dueDates: (string | null)[], status: TOpenAccountSale['status'] = 'PENDING') {
  const [sale] = openAccount().sales;
  if (!sale) throw new Error('the sample account has a sale');
  return openAccount({
    sales: dueDates.map((dueDate, index) => ({
      ...sale,
      id: `0190f0a1-bbbb-7000-8000-00000000000${index}`,
      receiptNumber: index + 1,
      status,
      dueDate,
    })),
  });
}

async function salesShown() {
  const region = await screen.findByRole('region', { name: 'Ventas de María Pérez' });
  return within(region)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === region);
}

describe('an open account’s due dates', () => {
  it('says "Vencida · N días" in red for a sale past due, "Vence hoy" and "Vence el …" for the others', async () => {
    const today = localTodayIso();
    mockApiRoutes({
      'GET /open-accounts': () =>
        listReply([
          accountWithSales([
            addDaysToIsoDate(today, -12),
            addDaysToIsoDate(today, -1),
            today,
            addDaysToIsoDate(today, 15),
            null,
          ]),
        ]),
    });
    renderWithProviders(<OpenAccountsList />);
    const [late, oneDay, dueToday, later, without] = await salesShown();
    const late12 = within(late as HTMLElement).getByText('Vencida · 12 días');
    expect(late12).toHaveClass('bg-red-100');
    expect(within(oneDay as HTMLElement).getByText('Vencida · 1 día')).toBeInTheDocument();
    expect(within(dueToday as HTMLElement).getByText('Vence hoy')).toBeInTheDocument();
    expect(
      within(later as HTMLElement).getByText(`Vence el ${dayMonthYear(addDaysToIsoDate(today, 15))}`),
    ).toBeInTheDocument();
    expect(without).not.toHaveTextContent(/Vence/);
  });

  it('says nothing of a due date once the sale is paid', async () => {
    mockApiRoutes({
      'GET /open-accounts': () =>
        listReply([accountWithSales([addDaysToIsoDate(localTodayIso(), -3)], 'PAID')]),
    });
    renderWithProviders(<OpenAccountsList />);
    const [paid] = await salesShown();
    expect(paid).toHaveTextContent('Pagada');
    expect(paid).not.toHaveTextContent(/Venc/);
  });
});
