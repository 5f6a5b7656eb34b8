import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TAuditEntry } from '@cuadre/shared/team/audit';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { AUDIT_TEXTS, AuditCard } from './audit-card';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser({ timeZone: 'America/Caracas' }));
});

const entry = (n: number, memberName: string | null = 'Yusmary Pérez'): TAuditEntry => ({
  id: `a-${n}`,
  kind: 'PRICE_CHANGE',
  memberId: 'm-1',
  memberName,
  summary: `Precio de Producto ${n}: de $1.00 a $2.00`,
  details: {},
  createdAt: '2026-11-28T16:00:00.000Z',
});

describe('AuditCard', () => {
  it('lists the record newest first with who and when, and shows more on demand', async () => {
    const all = Array.from({ length: 12 }, (_, index) =>
      entry(index + 1, index === 0 ? null : 'Yusmary Pérez'),
    );
    const calls = mockApiRoutes({
      'GET /shop/audit': (_body, url) => {
        const size = Number(url.searchParams.get('pageSize'));
        return {
          body: { data: all.slice(0, size), page: 1, pageSize: size, total: all.length, totalPages: 1 },
        };
      },
    });
    renderWithProviders(<AuditCard />);
    const card = await screen.findByRole('region', { name: AUDIT_TEXTS.title });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Precio de Producto 1: de $1.00 a $2.00');
    expect(items[0]).toHaveTextContent(`${AUDIT_TEXTS.removed} · 28/11/2026, 12:00 p. m.`);
    expect(items[1]).toHaveTextContent('Yusmary Pérez');

    await userEvent.setup().click(within(card).getByRole('button', { name: AUDIT_TEXTS.more }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(12));
    expect(within(card).queryByRole('button', { name: AUDIT_TEXTS.more })).not.toBeInTheDocument();
    expect(calls.at(-1)?.params.get('pageSize')).toBe('20');
  });

  it('says so when there is nothing yet, and is not shown to anyone but the owner', async () => {
    mockApiRoutes({
      'GET /shop/audit': () => ({ body: { data: [], page: 1, pageSize: 10, total: 0, totalPages: 1 } }),
    });
    const { unmount } = renderWithProviders(<AuditCard />);
    expect(await screen.findByText(AUDIT_TEXTS.empty)).toBeInTheDocument();
    unmount();

    mockApiRoutes({ 'GET /shop/audit': () => errorReply(403, 'FORBIDDEN', SERVER_MESSAGES.ROLE_FORBIDDEN) });
    renderWithProviders(<AuditCard />);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: AUDIT_TEXTS.title })).not.toBeInTheDocument(),
    );
  });
});
