import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { EXPENSE_MESSAGES } from '@cuadre/shared/expenses/messages';
import type { TExpense } from '@cuadre/shared/expenses/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { sessionUser, validToken } from '@/testing/tokens';
import { ExpensesScreen } from './expenses-screen';

function expense(n: number, fields: Partial<TExpense> = {}): TExpense {
  return {
    id: `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    description: `Gasto ${n}`,
    amount: 10 * n,
    category: 'OTHER',
    date: '2025-03-10T12:00:00.000Z',
    createdAt: '2025-03-10T12:00:00.000Z',
    ...fields,
  };
}

const listOf = (items: TExpense[], total = items.length, page = 1) => ({
  body: { data: items, page, pageSize: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
});

const SUMMARY = {
  body: {
    data: {
      monthlyTotal: 1234.5,
      yearlyTotal: 5000,
      byCategory: [
        { category: 'RENT', total: 1000 },
        { category: 'TAXES', total: 234.5 },
      ],
    },
  },
};

function setup(list: TRouteHandler, extra: Record<string, TRouteHandler> = {}) {
  const calls = mockApiRoutes({ 'GET /expenses': list, 'GET /expenses/summary': () => SUMMARY, ...extra });
  const user = userEvent.setup();
  renderWithProviders(<ExpensesScreen />);
  return { calls, user };
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
});

describe('ExpensesScreen', () => {
  it('shows the three cards and the table with coloured category badges', async () => {
    setScreen('large');
    setup(() =>
      listOf([
        expense(1, { description: 'Alquiler', category: 'RENT', amount: 1000 }),
        expense(2, { description: 'Impuesto municipal', category: 'TAXES', amount: 234.5 }),
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de Gastos' })).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Resumen de gastos' });
    await waitFor(() => expect(cards).toHaveTextContent('Gastos del Mes$1,234.50'));
    expect(cards).toHaveTextContent('Gastos del Año$5,000.00');
    expect(cards).toHaveTextContent('Categorías Activas2');

    const table = await screen.findByRole('table', { name: 'Gastos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Descripción', 'Categoría', 'Monto', 'Fecha', 'Acciones']);
    const row = within(table).getByRole('row', { name: /Alquiler/ });
    expect(within(row).getByText('Alquiler', { selector: 'span' })).toHaveClass('bg-blue-100');
    expect(row).toHaveTextContent('$1,000.00');
    expect(row).toHaveTextContent('10/03/2025');
    expect(within(table).getByText('Impuestos')).toHaveClass('bg-red-100');
    // One page: no 'Página X de Y'.
    expect(screen.queryByText(/Página \d+ de \d+/)).not.toBeInTheDocument();
  });

  it("pages by 10 and shows 'Página X de Y' above one page", async () => {
    const { calls, user } = setup((_body, url) => {
      const page = Number(url.searchParams.get('page'));
      return listOf(
        Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => expense((page - 1) * 10 + i + 1)),
        12,
        page,
      );
    });
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Gasto 12')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    const lists = calls.filter((call) => call.path === '/expenses');
    expect(lists.map((call) => [call.params.get('page'), call.params.get('pageSize')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('sends category and dates but filters the description on the loaded page only', async () => {
    const { calls, user } = setup(() =>
      listOf([expense(1, { description: 'Energía eléctrica' }), expense(2, { description: 'Agua' })]),
    );
    await screen.findByText('Agua');
    await user.type(screen.getByLabelText('Buscar por descripción'), 'energia');
    expect(screen.getByText('Energía eléctrica')).toBeInTheDocument();
    expect(screen.queryByText('Agua')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Buscar por descripción'), 'xyz');
    expect(await screen.findByText(EXPENSE_MESSAGES.noMatch)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Categoría'), 'Servicios');
    await user.type(screen.getByLabelText('Fecha de inicio'), '2025-03-01');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/expenses').at(-1);
      expect(last?.params.get('category')).toBe('UTILITIES');
      expect(last?.params.get('startDate')).toBe('2025-03-01');
    });
    for (const call of calls) expect(call.params.has('search')).toBe(false);
    for (const call of calls) expect(call.params.has('description')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Categoría'), 'Todas las categorías');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/expenses').at(-1);
      expect(last?.params.has('category')).toBe(false);
    });
  });

  it('tells an empty account from an empty filter', async () => {
    const { user } = setup(() => listOf([]));
    expect(await screen.findByText(EXPENSE_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByText(EXPENSE_MESSAGES.emptyHint)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Marketing');
    expect(await screen.findByText(EXPENSE_MESSAGES.noMatch)).toBeInTheDocument();
  });

  it("says 'Error al cargar los gastos' and retries", async () => {
    let fail = true;
    const { user } = setup(() =>
      fail ? errorReply(500, 'INTERNAL_ERROR', 'Error del servidor.') : listOf([expense(1)]),
    );
    expect(await screen.findByText(LOAD_ERRORS.expenses)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Gasto 1')).toBeInTheDocument();
  });

  it('asks before deleting, then toasts the result', async () => {
    const target = expense(7, { description: 'Papelería' });
    let deleteReply = errorReply(500, 'INTERNAL_ERROR', 'Error del servidor.');
    const { calls, user } = setup(() => listOf([target]), {
      [`DELETE /expenses/${target.id}`]: () => deleteReply,
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar gasto Papelería' }));
    const dialog = screen.getByRole('alertdialog', { name: EXPENSE_MESSAGES.deleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Eliminar gasto Papelería' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar el gasto: Error del servidor.')).toBeInTheDocument();

    deleteReply = { status: 200, body: { data: { message: EXPENSE_MESSAGES.deleteSuccess } } };
    await user.click(screen.getByRole('button', { name: 'Eliminar gasto Papelería' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(EXPENSE_MESSAGES.deleteSuccess)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("opens 'Añadir Nuevo Gasto' and 'Editar Gasto'", async () => {
    const { user } = setup(() => listOf([expense(3, { description: 'Transporte' })]));
    await user.click(screen.getByRole('button', { name: 'Añadir Nuevo Gasto' }));
    expect(screen.getByRole('dialog', { name: 'Añadir Nuevo Gasto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Editar gasto Transporte' }));
    expect(screen.getByRole('dialog', { name: 'Editar Gasto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Descripción')).toHaveValue('Transporte');
  });
});
