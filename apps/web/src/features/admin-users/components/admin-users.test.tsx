import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES, ADMIN_TOASTS, ADMIN_VALIDATION } from '@cuadre/shared/admin/messages';
import type { TAdminUser } from '@cuadre/shared/admin/schemas';
import { errorReply, mockApiRoutes, type TRouteHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { CreateUserForm } from './create-user-form';
import { AccountAccessActions } from './account-access-actions';
import { CreateUserInlineForm } from './create-user-inline-form';
import { PendingRequestsCard } from './pending-requests-card';
import { PendingUserDetail } from './pending-user-detail';
import { AdminUsersTable, adminUsersTitle } from './users-table';

function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: '0190f5a2-aaaa-7bbb-8ccc-000000000001',
    name: 'María',
    lastname: 'Pérez',
    email: 'maria@tienda.com',
    role: 'USER',
    status: 'PENDING',
    businessName: 'Bodega María',
    phone: '+58 412 555 1234',
    city: 'Valencia',
    country: 'Venezuela',
    currencyName: 'Bolívar',
    currency: 'VES',
    currencySymbol: 'Bs.',
    emailVerifiedAt: '2025-07-08T12:00:00.000Z',
    suspendedAt: null,
    igtfEnabled: false,
    igtfRate: 3,
    taxId: null,
    address: null,
    receiptFooter: null,
    createdAt: '2025-07-08T11:30:00.000Z',
    ...overrides,
  };
}

function listOf(users: TAdminUser[]) {
  return {
    body: { data: users, page: 1, pageSize: 10, total: users.length, totalPages: users.length ? 1 : 0 },
  };
}

describe('adminUsersTitle', () => {
  it("is 'Manage Users' or '{Status} Users'", () => {
    expect(adminUsersTitle(undefined)).toBe('Manage Users');
    expect(adminUsersTitle('PENDING')).toBe('Pending Users');
    expect(adminUsersTitle('REJECTED')).toBe('Rejected Users');
  });
});

describe('AdminUsersTable', () => {
  it('lists Name, Email, Role and Status, each row linking to the detail, without actions outside PENDING', async () => {
    const approved = adminUser({
      id: 'u-2',
      name: 'Ana',
      lastname: null,
      email: 'ana@x.com',
      status: 'APPROVED',
    });
    setScreen('large');
    const calls = mockApiRoutes({ 'GET /admin/users': () => listOf([adminUser(), approved]) });
    renderWithProviders(<AdminUsersTable status={undefined} />, { route: '/admin/users' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status']);
    expect(within(table).getByRole('link', { name: 'María Pérez' })).toHaveAttribute(
      'href',
      '/admin/users/0190f5a2-aaaa-7bbb-8ccc-000000000001',
    );
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(calls[0]?.search).toBe('?page=1&pageSize=10');
  });

  it('shows a card per user on a phone, with Approve and Reject in the card under PENDING', async () => {
    mockApiRoutes({ 'GET /admin/users': () => listOf([adminUser()]) });
    renderWithProviders(<AdminUsersTable status="PENDING" />, { route: '/admin/users' });
    const list = await screen.findByRole('list', { name: 'Pending users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'María Pérez' })).toHaveAttribute(
      'href',
      '/admin/users/0190f5a2-aaaa-7bbb-8ccc-000000000001',
    );
    expect(card).toHaveTextContent('Emailmaria@tienda.com');
    expect(card).toHaveTextContent('RoleUSER');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve maria@tienda.com' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject maria@tienda.com' })).toBeInTheDocument();
  });

  it("approves a PENDING user with the toast 'Usuario aprobado con éxito' and refreshes the list", async () => {
    let pending = [adminUser()];
    const calls = mockApiRoutes({
      'GET /admin/users': () => listOf(pending),
      [`PATCH /admin/users/${adminUser().id}/approve`]: () => {
        pending = [];
        return { body: { data: adminUser({ status: 'APPROVED' }) } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersTable status="PENDING" />, { route: '/admin/users' });
    await user.click(await screen.findByRole('button', { name: 'Approve maria@tienda.com' }));
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(ADMIN_TOASTS.approveSuccessEs)).toBeInTheDocument();
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(calls[0]?.search).toContain('status=PENDING');
  });

  it.each([
    ['approve', 'Approve', 'Aprobar', ADMIN_TOASTS.approveErrorEs],
    ['reject', 'Reject', 'Rechazar', ADMIN_TOASTS.rejectErrorEs],
  ])('a failed %s toasts “%s”', async (decision, label, confirmLabel, message) => {
    mockApiRoutes({
      'GET /admin/users': () => listOf([adminUser()]),
      [`PATCH /admin/users/${adminUser().id}/${decision}`]: () => errorReply(500, 'INTERNAL_ERROR', 'x'),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersTable status="PENDING" />, { route: '/admin/users' });
    await user.click(await screen.findByRole('button', { name: `${label} maria@tienda.com` }));
    await user.click(await screen.findByRole('button', { name: confirmLabel }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("rejects with the toast 'Usuario rechazado con éxito'", async () => {
    mockApiRoutes({
      'GET /admin/users': () => listOf([adminUser()]),
      [`PATCH /admin/users/${adminUser().id}/reject`]: () => ({
        body: { data: adminUser({ status: 'REJECTED' }) },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersTable status="PENDING" />, { route: '/admin/users' });
    await user.click(await screen.findByRole('button', { name: 'Reject maria@tienda.com' }));
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(ADMIN_TOASTS.rejectSuccessEs)).toBeInTheDocument();
  });

  it("shows 'Correo verificado' or 'Correo sin verificar' and 'Suspendida' in the table and on a phone's cards", async () => {
    const unverified = adminUser({ id: 'u-3', email: 'nueva@x.com', emailVerifiedAt: null });
    const suspended = adminUser({
      id: 'u-4',
      email: 'susp@x.com',
      status: 'APPROVED',
      suspendedAt: '2025-07-09T10:00:00.000Z',
      igtfEnabled: false,
      igtfRate: 3,
    });
    mockApiRoutes({ 'GET /admin/users': () => listOf([adminUser(), unverified, suspended]) });
    setScreen('large');
    const { unmount } = renderWithProviders(<AdminUsersTable status={undefined} />, {
      route: '/admin/users',
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.emailVerified);
    expect(rows[1]).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.emailUnverified);
    expect(rows[2]).toHaveTextContent(`ApprovedSuspendida`);
    unmount();
    setScreen('phone');
    renderWithProviders(<AdminUsersTable status={undefined} />, { route: '/admin/users' });
    const cards = within(await screen.findByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(cards[1]).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.emailUnverified);
    expect(cards[2]).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.suspended);
  });

  it('asks before approving, warns when the e-mail is unverified, and Cancelar sends nothing', async () => {
    const calls = mockApiRoutes({
      'GET /admin/users': () => listOf([adminUser({ emailVerifiedAt: null })]),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersTable status="PENDING" />, { route: '/admin/users' });
    await user.click(await screen.findByRole('button', { name: 'Approve maria@tienda.com' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: ADMIN_ACCOUNT_MESSAGES.approveTitle('María Pérez'),
    });
    expect(dialog).toHaveTextContent('maria@tienda.com');
    expect(dialog).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.approveUnverifiedWarning);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('asks before rejecting, without the warning for a verified applicant', async () => {
    mockApiRoutes({ 'GET /admin/users': () => listOf([adminUser()]) });
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersTable status="PENDING" />, { route: '/admin/users' });
    await user.click(await screen.findByRole('button', { name: 'Approve maria@tienda.com' }));
    expect(await screen.findByRole('alertdialog')).not.toHaveTextContent(
      ADMIN_ACCOUNT_MESSAGES.approveUnverifiedWarning,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Reject maria@tienda.com' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: ADMIN_ACCOUNT_MESSAGES.rejectTitle('María Pérez'),
    });
    expect(within(dialog).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    mockApiRoutes({ 'GET /admin/users': () => errorReply(500, 'INTERNAL_ERROR') });
    renderWithProviders(<AdminUsersTable status={undefined} />, { route: '/admin/users' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading users.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('CreateUserForm (page)', () => {
  function setup(
    reply: TRouteHandler = () => ({ status: 201, body: { data: adminUser({ status: 'APPROVED' }) } }),
  ) {
    const calls = mockApiRoutes({ 'POST /admin/users': reply });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CreateUserForm onCreated={onCreated} />, { route: '/admin/users/create' });
    return { calls, onCreated, user };
  }

  it('validates with the English messages of the page', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(ADMIN_VALIDATION.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_VALIDATION.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.type(screen.getByLabelText('Password'), 'Ab1!xyz');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(ADMIN_VALIDATION.emailInvalidFormat)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_VALIDATION.passwordMin8)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('generates a visible 12-character password with every class, and copies it', async () => {
    const { user } = setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Generar Contraseña Aleatoria' }));
    const value = (password as HTMLInputElement).value;
    expect(value).toHaveLength(12);
    expect(value).toMatch(/[a-z]/);
    expect(value).toMatch(/[A-Z]/);
    expect(value).toMatch(/\d/);
    expect(value).toMatch(/[^A-Za-z0-9]/);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith(value);
    expect(screen.getByRole('status')).toHaveTextContent('Password copied to the clipboard.');
  });

  it('toggles the password visibility', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('creates a USER by default, or an ADMIN when chosen, then hands over', async () => {
    const { user, calls, onCreated } = setup();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('User');
    await user.type(screen.getByLabelText('Name'), 'Luis');
    await user.type(screen.getByLabelText('Email'), 'Luis@Tienda.com');
    await user.type(screen.getByLabelText('Password'), 'Clave#2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toEqual({
      name: 'Luis',
      email: 'luis@tienda.com',
      password: 'Clave#2025',
      role: 'ADMIN',
    });
    expect(await screen.findByText(ADMIN_TOASTS.createSuccess)).toBeInTheDocument();
  });

  it("alerts 'Failed to create user. Please check the console for details.' on failure", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onCreated } = setup(() => errorReply(409, 'EMAIL_TAKEN', 'Ese correo ya está registrado.'));
    await user.type(screen.getByLabelText('Name'), 'Luis');
    await user.type(screen.getByLabelText('Email'), 'luis@tienda.com');
    await user.type(screen.getByLabelText('Password'), 'Clave#2025');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADMIN_TOASTS.createPageError);
    expect(alert).toHaveTextContent('Ese correo ya está registrado.');
    expect(consoleError).toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('CreateUserInlineForm (admin dashboard)', () => {
  it('has its own rules: simple e-mail pattern, 6 characters, a role to pick', async () => {
    const calls = mockApiRoutes({});
    const user = userEvent.setup();
    renderWithProviders(<CreateUserInlineForm />);
    const form = screen.getByRole('region', { name: 'Create New User' });
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await within(form).findByText(ADMIN_VALIDATION.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(ADMIN_VALIDATION.emailRequired)).toBeInTheDocument();
    expect(within(form).getByText(ADMIN_VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(within(form).getByText(ADMIN_VALIDATION.roleRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), 'ana@tienda');
    await user.type(within(form).getByLabelText('Password'), 'abc12');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await within(form).findByText(ADMIN_VALIDATION.emailInvalidAddress)).toBeInTheDocument();
    expect(within(form).getByText(ADMIN_VALIDATION.passwordMin6)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("toasts 'User created successfully!' and clears the form", async () => {
    const calls = mockApiRoutes({
      'POST /admin/users': () => ({ status: 201, body: { data: adminUser() } }),
    });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CreateUserInlineForm onCreated={onCreated} />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@tienda.com');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'USER');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(ADMIN_TOASTS.createSuccess)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Ana',
      email: 'ana@tienda.com',
      password: 'abc123',
      role: 'USER',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(onCreated).toHaveBeenCalled();
  });

  it("toasts 'Failed to create user. Please try again.' on failure", async () => {
    mockApiRoutes({ 'POST /admin/users': () => errorReply(409, 'EMAIL_TAKEN', 'x') });
    const user = userEvent.setup();
    renderWithProviders(<CreateUserInlineForm />);
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@tienda.com');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(ADMIN_TOASTS.createError)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
  });
});

describe('PendingRequestsCard', () => {
  it('counts the PENDING users and links to their list', async () => {
    const calls = mockApiRoutes({
      'GET /admin/users': () => ({
        body: { data: [adminUser()], page: 1, pageSize: 1, total: 4, totalPages: 4 },
      }),
    });
    renderWithProviders(<PendingRequestsCard />);
    const card = screen.getByRole('link', { name: /Pending Requests/ });
    expect(card).toHaveAttribute('href', '/admin/users?status=PENDING');
    await waitFor(() => expect(card).toHaveTextContent('Pending Requests4'));
    expect(calls[0]?.search).toBe('?status=PENDING&page=1&pageSize=1');
  });
});

describe('PendingUserDetail', () => {
  it('shows the registration data', () => {
    mockApiRoutes({});
    renderWithProviders(<PendingUserDetail user={adminUser()} />);
    const detail = screen.getByRole('region', { name: 'Registration request' });
    for (const text of [
      'María Pérez',
      'maria@tienda.com',
      'Bodega María',
      '+58 412 555 1234',
      'Valencia',
      'Venezuela',
      'Bolívar (Bs.)',
      'July 8, 2025',
    ]) {
      expect(detail).toHaveTextContent(text);
    }
  });

  it("approves with 'User approved successfully'", async () => {
    const calls = mockApiRoutes({
      [`PATCH /admin/users/${adminUser().id}/approve`]: () => ({
        body: { data: adminUser({ status: 'APPROVED' }) },
      }),
    });
    const onApproved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PendingUserDetail user={adminUser()} onApproved={onApproved} />, {
      route: '/admin/users/x',
    });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText(ADMIN_TOASTS.approveSuccess)).toBeInTheDocument();
    expect(onApproved).toHaveBeenCalled();
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: `/admin/users/${adminUser().id}/approve` });
  });

  it("rejects with 'User rejected successfully' and goes to the pending list", async () => {
    mockApiRoutes({
      [`PATCH /admin/users/${adminUser().id}/reject`]: () => ({
        body: { data: adminUser({ status: 'REJECTED' }) },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PendingUserDetail user={adminUser()} />, { route: '/admin/users/x' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(ADMIN_TOASTS.rejectSuccess)).toBeInTheDocument();
    // The toast and the navigation come from the same answer, in either order: wait for the page too.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/users?status=PENDING'));
  });

  it.each([
    ['Approve', 'Aprobar', ADMIN_TOASTS.approveError('El usuario no está pendiente de aprobación.')],
    ['Reject', 'Rechazar', ADMIN_TOASTS.rejectError('El usuario no está pendiente de aprobación.')],
  ])('%s failure toasts the message', async (label, confirmLabel, message) => {
    mockApiRoutes({
      [`PATCH /admin/users/${adminUser().id}/${label.toLowerCase()}`]: () =>
        errorReply(409, 'USER_NOT_PENDING', 'El usuario no está pendiente de aprobación.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<PendingUserDetail user={adminUser()} />, { route: '/admin/users/x' });
    await user.click(screen.getByRole('button', { name: label }));
    await user.click(await screen.findByRole('button', { name: confirmLabel }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/users/x');
  });

  it('shows whether the e-mail is verified and warns in the approval dialog when it is not', async () => {
    const calls = mockApiRoutes({});
    const user = userEvent.setup();
    renderWithProviders(<PendingUserDetail user={adminUser({ emailVerifiedAt: null })} />, {
      route: '/admin/users/x',
    });
    const detail = screen.getByRole('region', { name: 'Registration request' });
    expect(detail).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.emailUnverified);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.approveUnverifiedWarning);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toHaveLength(0);
  });
});

describe('AccountAccessActions', () => {
  const approved = adminUser({ status: 'APPROVED' });

  it("suspends an approved account after confirming, with the toast 'Cuenta suspendida'", async () => {
    const calls = mockApiRoutes({
      [`PATCH /admin/users/${approved.id}/suspend`]: () => ({
        body: { data: { ...approved, suspendedAt: '2025-07-09T10:00:00.000Z' } },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountAccessActions user={approved} />);
    await user.click(screen.getByRole('button', { name: 'Suspender' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: ADMIN_ACCOUNT_MESSAGES.suspendTitle('María Pérez'),
    });
    expect(dialog).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.suspendDescription);
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(await screen.findByText(ADMIN_ACCOUNT_MESSAGES.suspendSuccess)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: `/admin/users/${approved.id}/suspend` });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reactivates a suspended account after confirming, and toasts a refusal', async () => {
    const suspended = { ...approved, suspendedAt: '2025-07-09T10:00:00.000Z' };
    mockApiRoutes({
      [`PATCH /admin/users/${approved.id}/reactivate`]: () =>
        errorReply(409, 'USER_NOT_APPROVED', 'Solo se puede suspender o reactivar una cuenta aprobada.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountAccessActions user={suspended} />);
    await user.click(screen.getByRole('button', { name: 'Reactivar' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: ADMIN_ACCOUNT_MESSAGES.reactivateTitle('María Pérez'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivar' }));
    expect(
      await screen.findByText(
        ADMIN_ACCOUNT_MESSAGES.reactivateError('Solo se puede suspender o reactivar una cuenta aprobada.'),
      ),
    ).toBeInTheDocument();
  });

  it('offers nothing for a pending or rejected account, nor for a SUPER_ADMIN', () => {
    mockApiRoutes({});
    for (const user of [
      adminUser(),
      adminUser({ status: 'REJECTED' }),
      adminUser({ status: 'APPROVED', role: 'SUPER_ADMIN' }),
    ]) {
      const { unmount } = renderWithProviders(<AccountAccessActions user={user} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
  });
});
