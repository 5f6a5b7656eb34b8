import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Menu, X } from 'lucide-react';
import { PRODUCT_NAME } from '@cuadre/shared/common/constants';
import { buttonClasses, focusRing } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The landing page's top bar (spec §2): the product name, 'Iniciar Sesión' and 'Crear Cuenta'. Below `sm`
 * the two links sit in a menu that toggles and closes after a choice (or on Escape).
 */
export function LandingHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className={cn('rounded-md text-2xl font-bold tracking-tight text-teal-800', focusRing)}
        >
          {PRODUCT_NAME}
        </Link>

        <nav aria-label="Cuenta" className="hidden items-center gap-2 sm:flex">
          <Link to={paths.login} className={buttonClasses({ variant: 'ghost' })}>
            Iniciar Sesión
          </Link>
          <Link to={paths.register} className={buttonClasses()}>
            Crear Cuenta
          </Link>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-label={isMenuOpen ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 sm:hidden',
            focusRing,
          )}
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <nav
        id={menuId}
        aria-label="Menú"
        hidden={!isMenuOpen}
        className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 sm:hidden"
      >
        <ul className="flex flex-col gap-2">
          <li>
            <Link
              to={paths.login}
              onClick={closeMenu}
              className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}
            >
              Iniciar Sesión
            </Link>
          </li>
          <li>
            <Link
              to={paths.register}
              onClick={closeMenu}
              className={buttonClasses({ size: 'lg', className: 'w-full' })}
            >
              Crear Cuenta
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
