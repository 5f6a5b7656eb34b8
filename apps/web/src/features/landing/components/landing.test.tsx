import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingHeader } from './landing-header';
import {
  LandingCallToAction,
  LandingCapabilities,
  LandingFeatures,
  LandingFooter,
  LandingHero,
} from './landing-sections';
import { formatTermsDate, TermsContent } from './terms-content';

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <LandingHeader />
              <LandingHero />
              <LandingFeatures />
              <LandingCapabilities />
              <LandingCallToAction />
              <LandingFooter />
            </>
          }
        />
        <Route path="/login" element={<h1>Login</h1>} />
        <Route path="/register" element={<h1>Registro</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('landing page', () => {
  it('has the spec texts, cards, checklist and links', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido a Cuadre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear Cuenta Ahora' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/¿Ya tienes una cuenta\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicia Sesión Aquí' })).toHaveAttribute('href', '/login');

    const features = screen.getByRole('region', { name: 'Potencia Tu Negocio Como Nunca Antes' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Gestión de Productos',
      'Ventas e Ingresos',
      'Administración de Clientes',
      'Crecimiento y Más',
    ]);

    const capabilities = screen.getByRole('region', { name: '¿Qué puedes hacer con Cuadre?' });
    expect(within(capabilities).getAllByRole('listitem')).toHaveLength(6);
    const screenshot = within(capabilities).getByRole('img');
    expect(screenshot).toHaveAttribute('src', '/dashboard-screenshot.webp');
    expect(screenshot).toHaveAttribute('loading', 'lazy');
    expect(screenshot).toHaveAttribute('width');
    expect(screenshot).toHaveAttribute('height');

    const cta = screen.getByRole('region', { name: '¿Listo para Transformar Tu Gestión?' });
    expect(within(cta).getByRole('link', { name: 'Registrarse Gratis' })).toHaveAttribute(
      'href',
      '/register',
    );

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Cuadre`);
    expect(footer).toHaveTextContent('Construido con ❤ para emprendedores.');
  });

  it('puts the account links in a menu that toggles and closes after a choice', async () => {
    const user = userEvent.setup();
    renderLanding();
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    const menu = screen.getByRole('navigation', { name: 'Menú' });
    await user.click(toggle);
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menú' })).getByRole('link', { name: 'Crear Cuenta' }),
    );
    expect(screen.getByRole('heading', { name: 'Registro' })).toBeInTheDocument();
  });

  it('closes the menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderLanding();
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('terms', () => {
  it('has five sections, the last update of 7 July 2025 and both choices', () => {
    render(
      <MemoryRouter>
        <TermsContent />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(5);
    expect(screen.getByText(/Última actualización: 7 de julio de 2025/)).toBeInTheDocument();
    expect(screen.getByText(/cuentas por cobrar/)).toBeInTheDocument();
    expect(screen.getByText(/agregados y anonimizados/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aceptar y Continuar' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Rechazar' })).toHaveAttribute('href', '/');
  });

  it('formats the date without a time-zone shift', () => {
    expect(formatTermsDate('2025-07-07')).toBe('7 de julio de 2025');
  });
});
