import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import type { TExpense } from '@cuadre/shared/expenses/schemas';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { openTillSession } from '@/testing/till';
import { sessionUser, validToken } from '@/testing/tokens';
import { ExpenseFormDialog } from './expense-form-dialog';

const EXPENSE: TExpense = {
  id: '0190a1b2-0000-7000-8000-000000000001',
  description: 'Alquiler del local',
  amount: 250,
  category: 'RENT',
  date: '2025-03-10T12:00:00.000Z',
  createdAt: '2025-03-10T12:00:00.000Z',
};

function setup(
  expense: TExpense | null = null,
  reply: () => TMockReply = () => ({ status: 201, body: { data: EXPENSE } }),
  till: () => TMockReply = () => ({ body: { data: null } }),
) {
  const calls = mockApiRoutes({
    'POST /expenses': reply,
    [`PUT /expenses/${EXPENSE.id}`]: () => ({ body: { data: EXPENSE } }),
    // Whether a till is open decides if "Pagado desde la caja" is offered.
    'GET /cash-sessions/current': till,
  });
  /** What the form sent (the till's GET aside). */
  const writes = () => calls.filter((call) => call.method !== 'GET');
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<ExpenseFormDialog open onClose={onClose} expense={expense} />);
  return { writes, onClose, user };
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
  // 1 April 2025, 02:00 UTC: still 31 March in Caracas.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-04-01T02:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

describe('ExpenseFormDialog', () => {
  it("opens as 'Añadir Nuevo Gasto' dated today in the seller's zone", () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Añadir Nuevo Gasto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha')).toHaveValue('2025-03-31');
  });

  it('shows every message of spec §5 and sends nothing while invalid', async () => {
    const { writes, user } = setup();
    await user.clear(screen.getByLabelText('Fecha'));
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    expect(await screen.findByText(VALIDATION.expenseDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.expenseAmountRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.expenseCategoryRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.expenseDateRequired)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Descripción'));
    await user.paste('x'.repeat(256));
    await user.type(screen.getByLabelText(/Monto/), '0');
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    expect(await screen.findByText(VALIDATION.expenseDescriptionMax)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.expenseAmountMin)).toBeInTheDocument();
    expect(screen.getByLabelText('Descripción')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);
  });

  it('refuses a pasted description holding a right-to-left override under the field, and sends nothing', async () => {
    const { writes, user } = setup();
    await user.click(screen.getByLabelText('Descripción'));
    await user.paste('Gasolina \u202E05$');
    await user.type(screen.getByLabelText(/Monto/), '12.5');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Transporte');
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    expect(await screen.findByText(VALIDATION.noControlCharacters)).toBeInTheDocument();
    expect(screen.getByLabelText('Descripción')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toHaveLength(0);
  });

  it('sends the amount as a number and the date as an ISO timestamp, then closes', async () => {
    const { writes, onClose, user } = setup();
    await user.type(screen.getByLabelText('Descripción'), 'Gasolina');
    await user.type(screen.getByLabelText(/Monto/), '12.5');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Transporte');
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/expenses',
      body: {
        description: 'Gasolina',
        amount: 12.5,
        category: 'TRANSPORT',
        date: '2025-03-31T12:00:00.000Z',
      },
    });
    expect(await screen.findByText('Gasto añadido exitosamente')).toBeInTheDocument();
  });

  it('stores bolívars typed in VES mode as dollars', async () => {
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 40 });
    const { writes, onClose, user } = setup();
    await user.type(screen.getByLabelText('Descripción'), 'Harina');
    await user.type(screen.getByLabelText(/Monto/), '100');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Suministros');
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.body).toMatchObject({ amount: 2.5 });
  });

  it('reads "245,67" and "1.234,56" as typed, says what it will save, and sends nothing for "1.234"', async () => {
    const { writes, onClose, user } = setup();
    await user.type(screen.getByLabelText('Descripción'), 'Gasolina');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Transporte');
    const amount = screen.getByLabelText(/Monto/);
    await user.type(amount, '1.234');
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    expect(await screen.findByText(/No queda claro si "1.234" son miles o decimales/)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1.234,56');
    expect(screen.getByText('Se guardará: $1,234.56')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '245,67');
    expect(screen.getByText('Se guardará: $245.67')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.body).toMatchObject({ amount: 245.67 });
  });

  it('reads "1.234,56" bolívars in VES mode and sends their dollars', async () => {
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 40 });
    const { writes, onClose, user } = setup();
    await user.type(screen.getByLabelText('Descripción'), 'Harina');
    await user.type(screen.getByLabelText(/Monto/), '1.234,56');
    expect(screen.getByText('Se guardará: Bs. 1.234,56 · Equivale a $30.86')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Suministros');
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.body).toMatchObject({ amount: 30.86 });
  });

  it("edits as 'Editar Gasto' with the expense's values", async () => {
    const { writes, onClose, user } = setup(EXPENSE);
    expect(screen.getByRole('dialog', { name: 'Editar Gasto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Descripción')).toHaveValue('Alquiler del local');
    expect(screen.getByLabelText('Categoría')).toHaveValue('RENT');
    expect(screen.getByLabelText('Fecha')).toHaveValue('2025-03-10');
    await user.clear(screen.getByLabelText(/Monto/));
    await user.type(screen.getByLabelText(/Monto/), '300');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      body: { amount: 300, date: '2025-03-10T12:00:00.000Z' },
    });
  });

  it('logs a failed save and says so in the dialog, which stays open', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onClose, user } = setup(null, () => errorReply(500, 'INTERNAL_ERROR', 'Error del servidor.'));
    await user.type(screen.getByLabelText('Descripción'), 'Luz');
    await user.type(screen.getByLabelText(/Monto/), '5');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Servicios');
    await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error del servidor.');
    expect(log).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  describe('Pagado desde la caja (design §11)', () => {
    const tillOpen = () => ({ body: { data: openTillSession() } });
    const created = () => ({ status: 201, body: { data: EXPENSE } });

    async function fillExpense(user: ReturnType<typeof userEvent.setup>) {
      await user.type(screen.getByLabelText('Descripción'), 'Harina para la venta');
      await user.type(screen.getByLabelText(/Monto/), '5');
      await user.selectOptions(screen.getByLabelText('Categoría'), 'Suministros');
    }

    it('is offered with a till open and sends paidFromTill: true when ticked', async () => {
      const { writes, onClose, user } = setup(null, created, tillOpen);
      const box = await screen.findByRole('checkbox', { name: /Pagado desde la caja/ });
      expect(box).not.toBeChecked();
      await fillExpense(user);
      await user.click(box);
      await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(writes()[0]?.body).toMatchObject({ amount: 5, paidFromTill: true });
    });

    it('sends no paidFromTill when left unticked', async () => {
      const { writes, onClose, user } = setup(null, created, tillOpen);
      await screen.findByRole('checkbox', { name: /Pagado desde la caja/ });
      await fillExpense(user);
      await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(writes()[0]?.body).not.toHaveProperty('paidFromTill');
    });

    it('is not offered with no till open', async () => {
      setup();
      await waitFor(() => expect(screen.getByLabelText('Descripción')).toBeInTheDocument());
      // Give the till's answer time to arrive: the box must still be absent.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('checkbox', { name: /Pagado desde la caja/ })).not.toBeInTheDocument();
    });

    it('is not offered when editing, even with a till open', async () => {
      setup(EXPENSE, created, tillOpen);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('checkbox', { name: /Pagado desde la caja/ })).not.toBeInTheDocument();
    });

    it('says so when the till was closed meanwhile (409), and the dialog stays open', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { onClose, user } = setup(
        null,
        () => errorReply(409, 'CASH_SESSION_NONE_OPEN', SERVER_MESSAGES.CASH_SESSION_NONE_OPEN),
        tillOpen,
      );
      await fillExpense(user);
      await user.click(await screen.findByRole('checkbox', { name: /Pagado desde la caja/ }));
      await user.click(screen.getByRole('button', { name: 'Añadir Gasto' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.CASH_SESSION_NONE_OPEN);
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('checkbox', { name: /Pagado desde la caja/ })).toBeChecked();
    });
  });
});
