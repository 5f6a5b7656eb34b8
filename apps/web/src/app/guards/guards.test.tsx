import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi, afterEach } from 'vitest';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { expiredToken, makeToken, sessionUser, validToken } from '@/testing/tokens';
import { AdminRoute } from './admin-route';
import { ProtectedRoute } from './protected-route';
import { PublicOnlyRoute } from './public-only-route';

/** Shows where the visitor ended up. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicOnlyRoute />}>
          <Route path={paths.home} element={<h1>Landing</h1>} />
          <Route path={paths.login} element={<h1>Login</h1>} />
          <Route path={paths.welcome} element={<h1>Welcome</h1>} />
        </Route>
        <Route path={paths.dashboard.root} element={<ProtectedRoute />}>
          <Route index element={<h1>Seller dashboard</h1>} />
          <Route path={paths.dashboard.products} element={<h1>Seller products</h1>} />
        </Route>
        <Route path={paths.admin.root} element={<AdminRoute />}>
          <Route path={paths.admin.dashboard} element={<h1>Admin dashboard</h1>} />
          <Route path={paths.admin.users} element={<h1>Admin users</h1>} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

async function expectAt(path: string, heading: string) {
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(path);
}

const UNDECODABLE_TOKENS: Array<[string, string]> = [
  ['not a JWT at all', 'garbage'],
  ['payload is not base64url JSON', 'aaa.@@@.ccc'],
  ['payload without exp', makeToken({ sub: 'user-1', role: 'USER' })],
  ['payload with an unknown role', makeToken({ sub: 'user-1', role: 'OWNER', exp: 9_999_999_999 })],
  ['payload without sub', makeToken({ role: 'USER', exp: 9_999_999_999 })],
];

beforeEach(() => {
  resetAppStore();
});

describe('ProtectedRoute (seller area)', () => {
  it('sends a visitor without a token to /', async () => {
    renderAt(paths.dashboard.products);
    await expectAt(paths.home, 'Landing');
  });

  it('logs out and sends an expired token to /welcome', async () => {
    setSession(expiredToken('USER'));
    renderAt(paths.dashboard.root);
    await expectAt(paths.welcome, 'Welcome');
    expect(useAppStore.getState().token).toBeNull();
    expect(useAppStore.getState().user).toBeNull();
  });

  it.each(UNDECODABLE_TOKENS)(
    'logs out and sends an undecodable token (%s) to /welcome',
    async (_label, token) => {
      setSession(token);
      renderAt(paths.dashboard.root);
      await expectAt(paths.welcome, 'Welcome');
      expect(useAppStore.getState().token).toBeNull();
    },
  );

  it('renders the page for a valid USER token', async () => {
    setSession(validToken('USER'));
    renderAt(paths.dashboard.products);
    await expectAt(paths.dashboard.products, 'Seller products');
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('sends an %s (no shop) to /admin/dashboard', async (role) => {
    setSession(validToken(role), sessionUser({ role }));
    renderAt(paths.dashboard.root);
    await expectAt(paths.admin.dashboard, 'Admin dashboard');
  });

  it('sends the visitor to /welcome when the server ended the session (401 → logout)', async () => {
    setSession(validToken('USER'));
    renderAt(paths.dashboard.products);
    await expectAt(paths.dashboard.products, 'Seller products');
    act(() => useAppStore.getState().logout({ expired: true }));
    await expectAt(paths.welcome, 'Welcome');
  });

  it("sends the visitor to / after 'Cerrar sesión'", async () => {
    setSession(validToken('USER'));
    renderAt(paths.dashboard.products);
    await expectAt(paths.dashboard.products, 'Seller products');
    act(() => useAppStore.getState().logout());
    await expectAt(paths.home, 'Landing');
    // Arriving on a public page ends the "just signed out" state: guards redirect as usual again.
    expect(useAppStore.getState().sessionEndReason).toBeNull();
  });

  describe('when the token expires while the page is open', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('logs out and goes to /welcome at the expiry time', async () => {
      const exp = Math.floor(Date.now() / 1000) + 60;
      setSession(makeToken({ sub: 'user-1', role: 'USER', exp }));
      renderAt(paths.dashboard.root);
      await expectAt(paths.dashboard.root, 'Seller dashboard');
      act(() => {
        vi.advanceTimersByTime(61_000);
      });
      await expectAt(paths.welcome, 'Welcome');
      expect(useAppStore.getState().token).toBeNull();
    });
  });
});

describe('AdminRoute', () => {
  it('sends an anonymous visitor to /login', async () => {
    renderAt(paths.admin.users);
    await expectAt(paths.login, 'Login');
  });

  it('sends a signed-in USER to /dashboard', async () => {
    setSession(validToken('USER'));
    renderAt(paths.admin.users);
    await expectAt(paths.dashboard.root, 'Seller dashboard');
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('lets an %s through', async (role) => {
    setSession(validToken(role), sessionUser({ role }));
    renderAt(paths.admin.users);
    await expectAt(paths.admin.users, 'Admin users');
  });

  it('takes the role from the token, not from the stored user', async () => {
    setSession(validToken('USER'), sessionUser({ role: 'ADMIN' }));
    renderAt(paths.admin.users);
    await expectAt(paths.dashboard.root, 'Seller dashboard');
  });

  it('logs out and sends an expired admin token to /welcome', async () => {
    setSession(expiredToken('ADMIN'), sessionUser({ role: 'ADMIN' }));
    renderAt(paths.admin.dashboard);
    await expectAt(paths.welcome, 'Welcome');
    expect(useAppStore.getState().token).toBeNull();
  });

  it('logs out and sends an undecodable token to /welcome', async () => {
    setSession('garbage');
    renderAt(paths.admin.dashboard);
    await expectAt(paths.welcome, 'Welcome');
    expect(useAppStore.getState().token).toBeNull();
  });

  it("sends the admin to / after 'Cerrar sesión', not to /login", async () => {
    setSession(validToken('ADMIN'), sessionUser({ role: 'ADMIN' }));
    renderAt(paths.admin.users);
    await expectAt(paths.admin.users, 'Admin users');
    act(() => useAppStore.getState().logout());
    await expectAt(paths.home, 'Landing');
  });
});

describe('PublicOnlyRoute', () => {
  it('renders for an anonymous visitor', async () => {
    renderAt(paths.login);
    await expectAt(paths.login, 'Login');
  });

  it('sends a signed-in USER to /dashboard', async () => {
    setSession(validToken('USER'));
    renderAt(paths.login);
    await expectAt(paths.dashboard.root, 'Seller dashboard');
  });

  it('sends a signed-in USER away from the landing page too', async () => {
    setSession(validToken('USER'));
    renderAt(paths.home);
    await expectAt(paths.dashboard.root, 'Seller dashboard');
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('sends a signed-in %s to /admin/dashboard', async (role) => {
    setSession(validToken(role), sessionUser({ role }));
    renderAt(paths.login);
    await expectAt(paths.admin.dashboard, 'Admin dashboard');
  });

  it('treats an expired token as signed out: renders and drops the stale session', async () => {
    setSession(expiredToken('USER'));
    renderAt(paths.login);
    await expectAt(paths.login, 'Login');
    expect(useAppStore.getState().token).toBeNull();
  });

  it('treats an undecodable token as signed out', async () => {
    setSession('garbage');
    renderAt(paths.welcome);
    await expectAt(paths.welcome, 'Welcome');
    expect(useAppStore.getState().token).toBeNull();
  });
});
