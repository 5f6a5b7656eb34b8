import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { resetAppStore, setSession } from '@/testing/app-store';
import { catchDownloads } from '@/testing/downloads';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { SalesBookForm } from './sales-book-form';

describe('SalesBookForm', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ timeZone: 'America/Caracas' }));
    // 23:30 on 28 February in Caracas, already 1 March in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T03:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers the month in force in the seller’s zone, and downloads its book as Excel', async () => {
    const saved = catchDownloads();
    const calls = mockApiRoutes({ 'GET /exports/sales-book.xlsx': () => ({ body: 'libro' }) });
    renderWithProviders(<SalesBookForm />);
    expect(screen.getByLabelText('Mes')).toHaveValue('2026-02');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar libro de ventas' }));
    await waitFor(() => expect(saved.names).toEqual(['libro-de-ventas-2026-02.xlsx']));
    expect(calls[0]?.params.get('month')).toBe('2026-02');
  });

  it('downloads another month as CSV', async () => {
    const saved = catchDownloads();
    const calls = mockApiRoutes({ 'GET /exports/sales-book.csv': () => ({ body: 'libro' }) });
    renderWithProviders(<SalesBookForm />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Mes'));
    await user.type(screen.getByLabelText('Mes'), '2025-12');
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Descargar libro de ventas' }));
    expect(await screen.findByRole('status')).toHaveTextContent('libro-de-ventas-2025-12.csv');
    expect(saved.names).toEqual(['libro-de-ventas-2025-12.csv']);
    expect(calls[0]?.params.get('month')).toBe('2025-12');
  });

  it('says what is wrong with a month typed by hand, and with the server’s answer', async () => {
    const calls = mockApiRoutes({
      'GET /exports/sales-book.xlsx': () => errorReply(500, 'INTERNAL_ERROR'),
    });
    renderWithProviders(<SalesBookForm />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Mes'));
    await user.click(screen.getByRole('button', { name: 'Descargar libro de ventas' }));
    expect(screen.getByText(VALIDATION.invalidMonth)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('Mes'), '2026-01');
    await user.click(screen.getByRole('button', { name: 'Descargar libro de ventas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo descargar el archivo. Inténtalo de nuevo.',
    );
  });
});
