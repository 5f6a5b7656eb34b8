import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TUserRole } from '@cuadre/shared/users/constants';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { AppRoutes } from './router';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderApp(path: string, role?: TUserRole) {
  if (role) setSession(validToken(role), sessionUser({ role, name: 'María' }));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

// Lazy pages are transformed on first import in tests: allow for it.
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  resetAppStore();
  document.documentElement.className = '';
});

describe('every route of spec §2 is registered', () => {
  it.each([
    [paths.home, 'Bienvenido a Cuadre'],
    [paths.login, 'Iniciar Sesión'],
    [paths.register, 'Crear Cuenta'],
    [paths.forgotPassword, 'Recuperar Contraseña'],
    [`${paths.resetPassword}?token=abc`, 'Restablecer Contraseña'],
    [paths.termsAndConditions, 'Términos y Condiciones'],
    [`${paths.verifyEmail}?token=abc`, 'Verificación de Correo'],
    [paths.resendVerification, 'Reenviar Verificación'],
    [paths.welcome, 'Tu sesión ha expirado'],
    ['/e/Q2VzdGEtZGUtcGFu', 'Estado de cuenta'],
    ['/no-existe', 'Página no encontrada'],
  ])('public %s', async (path, title) => {
    renderApp(path);
    expect(await findHeading(title)).toBeInTheDocument();
  });

  it.each([
    [paths.dashboard.root, 'Principal'],
    [paths.dashboard.products, 'Gestión de Productos'],
    [paths.dashboard.clients, 'Gestión de Clientes'],
    [paths.dashboard.sales, 'Historial de Ventas'],
    [paths.dashboard.openAccounts, 'Cuentas Abiertas'],
    [paths.dashboard.receivables, 'Por cobrar'],
    [paths.dashboard.profile, 'Mi Perfil'],
    [paths.dashboard.analytics, 'Estadísticas de Ventas'],
    [paths.dashboard.reports, 'Reportes'],
    [paths.dashboard.expenses, 'Gestión de Gastos'],
    [paths.dashboard.exports, 'Exportar datos'],
    [paths.dashboard.inventory, 'Inventario'],
    [paths.dashboard.inventoryRestock, 'Entrada de mercancía'],
    [paths.dashboard.inventoryCount, 'Conteo físico'],
    [paths.dashboard.productMovements('0190f5a2-aaaa-7bbb-8ccc-123456789abc'), 'Historial de inventario'],
  ])('seller %s', async (path, title) => {
    renderApp(path, 'USER');
    expect(await findHeading(title)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(path);
  });

  it.each([
    [paths.admin.dashboard, 'Admin Dashboard'],
    [paths.admin.users, 'Manage Users'],
    [paths.admin.usersWithStatus('PENDING'), 'Pending Users'],
    [paths.admin.userCreate, 'Create User'],
    [paths.admin.userDetail('0190f5a2-aaaa-7bbb-8ccc-123456789abc'), 'User Details'],
    [paths.admin.products, 'Products'],
    [paths.admin.clients, 'Clients'],
    [paths.admin.sales, 'Sales'],
    [paths.admin.saleDetail('0190f5a2-aaaa-7bbb-8ccc-123456789abc'), 'Sale Details'],
  ])('admin %s', async (path, title) => {
    renderApp(path, 'ADMIN');
    expect(await findHeading(title)).toBeInTheDocument();
  });

  it('/admin opens the admin dashboard', async () => {
    renderApp(paths.admin.root, 'SUPER_ADMIN');
    expect(await findHeading('Admin Dashboard')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(paths.admin.dashboard);
  });
});

describe('seller layout', () => {
  const MENU: Array<[string, string]> = [
    ['Principal', paths.dashboard.root],
    ['Productos', paths.dashboard.products],
    ['Inventario', paths.dashboard.inventory],
    ['Clientes', paths.dashboard.clients],
    ['Ventas', paths.dashboard.sales],
    ['Gastos', paths.dashboard.expenses],
    ['Cuentas Abiertas', paths.dashboard.openAccounts],
    ['Por cobrar', paths.dashboard.receivables],
    ['Estadísticas', paths.dashboard.analytics],
    ['Reportes', paths.dashboard.reports],
    ['Perfil', paths.dashboard.profile],
  ];

  it('has the spec menu, Perfil and Cerrar sesión, in a dark theme', async () => {
    renderApp(paths.dashboard.root, 'USER');
    await findHeading('Principal');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    for (const [label, href] of MENU) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Principal' })).toHaveAttribute('aria-current', 'page');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('opens the menu as a drawer that closes after a choice', async () => {
    const user = userEvent.setup();
    renderApp(paths.dashboard.root, 'USER');
    await findHeading('Principal');
    const menuButton = screen.getByRole('button', { name: 'Abrir menú' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Productos' }));

    expect(await findHeading('Gestión de Productos')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument();
  });

  it('closes the drawer on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderApp(paths.dashboard.root, 'USER');
    await findHeading('Principal');
    const menuButton = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(menuButton);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('leads from the profile and from the sales to the export screen (design §15)', async () => {
    const user = userEvent.setup();
    renderApp(paths.dashboard.profile, 'USER');
    await findHeading('Mi Perfil');
    expect(screen.getByRole('button', { name: 'Descargar todos mis datos' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Exportar datos por tabla y fechas' }));
    expect(await findHeading('Exportar datos')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(paths.dashboard.exports);
    expect(screen.getByRole('button', { name: 'Descargar libro de ventas' })).toBeInTheDocument();
  });

  it("'Cerrar sesión' logs out and goes to /", async () => {
    const user = userEvent.setup();
    renderApp(paths.dashboard.products, 'USER');
    await findHeading('Gestión de Productos');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(nav).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await findHeading('Bienvenido a Cuadre')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(useAppStore.getState().token).toBeNull();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

describe('admin layout', () => {
  it('has the admin menu in a light theme, and its logout goes to /', async () => {
    const user = userEvent.setup();
    renderApp(paths.admin.users, 'ADMIN');
    await findHeading('Manage Users');
    expect(document.documentElement).not.toHaveClass('dark');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    for (const [label, href] of [
      ['Admin Home', paths.admin.dashboard],
      ['Users', paths.admin.users],
      ['Products', paths.admin.products],
      ['Clients', paths.admin.clients],
      ['Sales', paths.admin.sales],
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await user.click(within(nav).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await findHeading('Bienvenido a Cuadre')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
