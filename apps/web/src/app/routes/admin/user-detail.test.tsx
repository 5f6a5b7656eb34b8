import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, sampleUser } from '@/features/admin/testing';
import { jsonResponse, listBody, mockApi } from '@/testing/mock-api';
import { Component as UserDetailPage } from './user-detail';

afterEach(() => vi.unstubAllGlobals());

const route = { path: '/admin/users/u1', pattern: '/admin/users/:userId' };

describe('/admin/users/:userId', () => {
  it('shows a PENDING account for review, then its stats once approved', async () => {
    let status: 'PENDING' | 'APPROVED' = 'PENDING';
    mockApi((call) => {
      if (call.path === '/api/admin/users/u1') {
        return jsonResponse(200, { data: sampleUser({ id: 'u1', status }) });
      }
      if (call.method === 'PATCH' && call.path === '/api/admin/users/u1/approve') {
        status = 'APPROVED';
        return jsonResponse(200, { data: sampleUser({ id: 'u1', status }) });
      }
      if (call.path.startsWith('/api/admin/users/u1/')) return jsonResponse(200, listBody([]));
      return undefined;
    });
    renderAdmin(<UserDetailPage />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stats' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Approve/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('list', { name: 'Stats' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Rojas' })).toBeInTheDocument();
    // An approved account: its verification and a 'Suspender' that asks first.
    expect(screen.getByText('Correo verificado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suspender' }));
    expect(
      await screen.findByRole('alertdialog', { name: '¿Suspender la cuenta de Ana Rojas?' }),
    ).toBeInTheDocument();
  });

  it("shows a suspended account as 'Suspendida' with 'Reactivar'", async () => {
    mockApi((call) => {
      if (call.path === '/api/admin/users/u1') {
        return jsonResponse(200, {
          data: sampleUser({ id: 'u1', suspendedAt: '2025-07-09T10:00:00.000Z', emailVerifiedAt: null }),
        });
      }
      if (call.path.startsWith('/api/admin/users/u1/')) return jsonResponse(200, listBody([]));
      return undefined;
    });
    renderAdmin(<UserDetailPage />, route);
    expect(await screen.findByText('Suspendida')).toBeInTheDocument();
    expect(screen.getByText('Correo sin verificar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivar' })).toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    mockApi(() =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Usuario no encontrado.' }),
    );
    renderAdmin(<UserDetailPage />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
  });
});
