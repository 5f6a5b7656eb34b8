import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LogOut, Menu, X, type LucideIcon } from 'lucide-react';
import { focusRing } from '@/components/ui/button';
import { LARGE_SCREEN_QUERY } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useDocumentTheme } from './use-document-theme';

export type TNavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the area's home would otherwise match every child route). */
  end?: boolean;
};

type TTheme = 'dark' | 'light';

const THEMES = {
  dark: {
    page: 'bg-slate-950 text-slate-100',
    sidebar: 'border-slate-800 bg-slate-900',
    topbar: 'border-slate-800 bg-slate-900',
    muted: 'text-slate-400',
    item: 'text-slate-300 hover:bg-slate-800 hover:text-white',
    overlay: 'bg-slate-950/70',
  },
  light: {
    page: 'bg-slate-50 text-slate-900',
    sidebar: 'border-slate-200 bg-white',
    topbar: 'border-slate-200 bg-white',
    muted: 'text-slate-600',
    item: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    overlay: 'bg-slate-950/50',
  },
} as const;

// teal-700 under white text passes contrast on both themes.
const ACTIVE_ITEM = 'bg-teal-700 text-white hover:bg-teal-700 hover:text-white';
const ITEM = 'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors';

type TAppShellProps = {
  theme: TTheme;
  /** Names the sidebar's navigation landmark. */
  navLabel: string;
  /** Small text under the product name (the area, or who is signed in). */
  subtitle?: ReactNode;
  items: readonly TNavItem[];
  /** Links pinned to the bottom, above the logout button. */
  bottomItems?: readonly TNavItem[];
  /** Sidebar content between the menu and the bottom links (the seller's Dólar BCV card goes here). */
  sidebarSlot?: ReactNode;
  /** What must stay in sight on every page (the seller's connection and queued sales): top bar and sidebar. */
  statusSlot?: ReactNode;
  onLogout: () => void;
  children: ReactNode;
};

/**
 * The signed-in frame shared by both areas: a fixed sidebar from `lg` up, and below that a top bar whose menu
 * button opens the same sidebar as a drawer that closes after a choice, on Escape or on the backdrop.
 */
export function AppShell({
  theme,
  navLabel,
  subtitle,
  items,
  bottomItems = [],
  sidebarSlot,
  statusSlot,
  onLogout,
  children,
}: TAppShellProps) {
  useDocumentTheme(theme);
  const colors = THEMES[theme];
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isDrawerOpen) return;
    const menuButton = menuButtonRef.current;
    closeButtonRef.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setDrawerOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      menuButton?.focus();
    };
  }, [isDrawerOpen]);

  // Growing the window past `lg` while the drawer is open would leave the page inert behind a hidden drawer.
  useEffect(() => {
    const wide = window.matchMedia?.(LARGE_SCREEN_QUERY);
    if (!wide) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  // The top bar grows while the connection status shows under it: what scrolls into view below it (the cart)
  // reads its height from --topbar-height.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--topbar-height', `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--topbar-height');
    };
  }, []);

  const closeDrawer = () => setDrawerOpen(false);

  const renderSidebar = (isDrawer: boolean) => (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-4">
      <div className="flex items-start justify-between gap-2 px-2 pt-1">
        <div className="min-w-0">
          <p className="text-xl font-bold tracking-tight">Cuadre</p>
          {subtitle && <p className={cn('truncate text-sm', colors.muted)}>{subtitle}</p>}
          {!isDrawer && statusSlot && <div className="mt-2">{statusSlot}</div>}
        </div>
        {isDrawer && (
          <button
            ref={closeButtonRef}
            type="button"
            onClick={closeDrawer}
            aria-label="Cerrar menú"
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-lg',
              colors.item,
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <nav aria-label={navLabel} className="flex flex-1 flex-col gap-4">
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <SidebarLink
                item={item}
                itemClass={colors.item}
                onNavigate={isDrawer ? closeDrawer : undefined}
              />
            </li>
          ))}
        </ul>
        {/* Flexible space keeps the slot and the bottom links at the foot of a tall screen. */}
        <div className="flex-1" />
        {sidebarSlot}
        <ul className="flex flex-col gap-1 border-t border-current/10 pt-4">
          {bottomItems.map((item) => (
            <li key={item.to}>
              <SidebarLink
                item={item}
                itemClass={colors.item}
                onNavigate={isDrawer ? closeDrawer : undefined}
              />
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                closeDrawer();
                onLogout();
              }}
              className={cn(ITEM, 'w-full text-left', colors.item, focusRing)}
            >
              <LogOut aria-hidden="true" className="size-5 shrink-0" />
              Cerrar sesión
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );

  return (
    <div className={cn('min-h-dvh', colors.page)}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>

      <aside className={cn('fixed inset-y-0 left-0 hidden w-64 border-r lg:block', colors.sidebar)}>
        {renderSidebar(false)}
      </aside>

      {/* The page behind an open drawer is inert: no focus, no clicks, hidden from screen readers. */}
      <div className="lg:pl-64" inert={isDrawerOpen}>
        <header ref={headerRef} className={cn('sticky top-0 z-30 border-b lg:hidden', colors.topbar)}>
          <div className="flex h-14 items-center gap-3 px-3">
            <button
              ref={menuButtonRef}
              type="button"
              onClick={() => setDrawerOpen(true)}
              aria-label="Abrir menú"
              aria-expanded={isDrawerOpen}
              aria-controls={isDrawerOpen ? drawerId : undefined}
              className={cn(
                'inline-flex size-10 items-center justify-center rounded-lg',
                colors.item,
                focusRing,
              )}
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
            <span className="text-lg font-bold tracking-tight">Cuadre</span>
          </div>
          {/* A row of its own under the bar: beside the menu a 360 px phone has no room for "Sin conexión" and
              the queue, which wrapped above and below a bar of fixed height. Empty, it takes no room. */}
          {statusSlot && <div className="px-3 pb-2 empty:hidden">{statusSlot}</div>}
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8"
        >
          {children}
        </main>
      </div>

      {isDrawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div aria-hidden="true" className={cn('absolute inset-0', colors.overlay)} onClick={closeDrawer} />
          <div
            id={drawerId}
            role="dialog"
            aria-modal="true"
            aria-label="Menú"
            className={cn('absolute inset-y-0 left-0 w-72 max-w-[85vw] border-r shadow-xl', colors.sidebar)}
          >
            {renderSidebar(true)}
          </div>
        </div>
      )}
    </div>
  );
}

function SidebarLink({
  item,
  itemClass,
  onNavigate,
}: {
  item: TNavItem;
  itemClass: string;
  onNavigate: (() => void) | undefined;
}) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) => cn(ITEM, focusRing, isActive ? ACTIVE_ITEM : itemClass)}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {item.label}
    </NavLink>
  );
}
