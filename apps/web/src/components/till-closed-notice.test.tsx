import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { deferredReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { openTillSession } from '@/testing/till';
import { sessionUser, validToken } from '@/testing/tokens';
import { TillClosedNotice } from './till-closed-notice';

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
});

describe('TillClosedNotice', () => {
  it('says "Caja cerrada" with a way to open it when no till is open', async () => {
    mockApiRoutes({ 'GET /cash-sessions/current': () => ({ body: { data: null } }) });
    const user = userEvent.setup();
    renderWithProviders(<TillClosedNotice />, { pattern: '*' });
    expect(await screen.findByRole('status')).toHaveTextContent('Caja cerrada.');
    await user.click(screen.getByRole('link', { name: 'Abrir caja' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/caja');
  });

  it('shows nothing with a till open, nor while the answer is on its way', async () => {
    const pending = deferredReply({ body: { data: openTillSession() } });
    mockApiRoutes({ 'GET /cash-sessions/current': pending.handler });
    renderWithProviders(<TillClosedNotice />);
    expect(screen.queryByText(/Caja cerrada/)).not.toBeInTheDocument();
    pending.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/Caja cerrada/)).not.toBeInTheDocument();
  });
});
