import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { quantityText } from '@/lib/quantity';
import type { TCartAddOutcome } from '../hooks/use-cart-adder';

export const CART_ADD_TEXTS = {
  /** `inCart` as the cart reads it: 3, or "1,75 kg". */
  added: (name: string, inCart: number | string) => `Agregado: ${name} · ${inCart} en el carrito`,
  noStock: (name: string) => `${name} no tiene stock disponible.`,
  allInCart: (name: string, inCart: number | string) =>
    `No hay más stock de ${name}: ya tienes ${inCart} en el carrito.`,
  unknown: (code: string) => `No hay ningún producto con el código ${code}.`,
  create: 'Crear producto con este código',
} as const;

function outcomeText(outcome: TCartAddOutcome): string {
  switch (outcome.kind) {
    case 'added':
      return CART_ADD_TEXTS.added(outcome.product.name, quantityText(outcome.inCart, outcome.product.unit));
    case 'no-stock':
      return outcome.inCart > 0
        ? CART_ADD_TEXTS.allInCart(outcome.product.name, quantityText(outcome.inCart, outcome.product.unit))
        : CART_ADD_TEXTS.noStock(outcome.product.name);
    case 'unknown':
      return CART_ADD_TEXTS.unknown(outcome.code);
    case 'failed':
      return outcome.message;
  }
}

type TCartAddNoteProps = {
  outcome: TCartAddOutcome | null;
  /** Changes with every report, so the same text said twice is announced twice. */
  noteId: number;
  /** An unknown code: open the product form with it. */
  onCreate: (code: string) => void;
  className?: string;
};

/** Under a search box or the camera: what the last scan or "Agregar" did, with a way on for an unknown code. */
export function CartAddNote({ outcome, noteId, onCreate, className }: TCartAddNoteProps) {
  const isAdded = outcome?.kind === 'added';
  return (
    // Always in the page, so a screen reader announces each text as it appears.
    <div aria-live="polite">
      {outcome && (
        <div
          key={noteId}
          role={isAdded ? 'status' : 'alert'}
          className={cn(
            className,
            'space-y-2 rounded-lg border px-3 py-2 text-sm font-medium',
            isAdded
              ? 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950/60 dark:text-green-200'
              : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
          )}
        >
          <p className="break-words">{outcomeText(outcome)}</p>
          {outcome.kind === 'unknown' && (
            <Button size="sm" variant="secondary" onClick={() => onCreate(outcome.code)}>
              <Plus aria-hidden="true" className="size-4" />
              {CART_ADD_TEXTS.create}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
