import { useLayoutEffect, useRef } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const CART_BAR_TEXT = 'Ver carrito';

/** Units, not lines: a shop counts what it sells. */
export const cartBarCountText = (units: number) => `${units} ${units === 1 ? 'artículo' : 'artículos'}`;

type TCartBarProps = {
  units: number;
  /** The cart's total as the cart shows it (same currency, extra charges included). */
  totalText: string;
  onOpen: () => void;
};

/**
 * On a phone the cart comes after the six product cards: this bar, at the bottom within reach of the thumb,
 * says what is in it and takes the seller there. From `xl` up the cart has its own column beside the products.
 */
export function CartBar({ units, totalText, onOpen }: TCartBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  // Toasts rise from the foot of the screen (toaster.tsx): while the bar is there they start above it.
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const height = bar.current?.offsetHeight ?? 0;
    root.setProperty('--bottom-bar-height', `${height}px`);
    return () => {
      root.removeProperty('--bottom-bar-height');
    };
  }, []);
  return (
    <div
      ref={bar}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lg backdrop-blur lg:left-64 xl:hidden dark:border-slate-800 dark:bg-slate-900/95"
    >
      {/* Two lines on the left, so a total in bolívars still fits beside them on a 360 px screen. */}
      <Button size="lg" className="h-auto min-h-12 w-full justify-between px-4 py-1.5" onClick={onOpen}>
        <span className="flex min-w-0 items-center gap-3">
          <ShoppingCart aria-hidden="true" className="size-5 shrink-0" />
          {/* The spaces between the flex items lay out nothing; they keep the words apart in the button's name. */}
          <span className="flex flex-col items-start text-left leading-tight">
            <span className="font-semibold">{CART_BAR_TEXT}</span>{' '}
            <span className="text-xs font-normal whitespace-nowrap">{cartBarCountText(units)}</span>
          </span>
        </span>{' '}
        <span className="font-bold whitespace-nowrap tabular-nums">{totalText}</span>
      </Button>
    </div>
  );
}
