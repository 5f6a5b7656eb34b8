import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type TRowActionsProps = {
  /** Accessible names naming the row ('Editar Ana Gómez'): the icons alone say nothing to a screen reader. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Actions shown before edit and delete (the products' 'Agregar al Carrito'). */
  children?: ReactNode;
};

/** The icon buttons 'Editar' and 'Eliminar' of a row or card in the seller's lists (spec §2). */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, children }: TRowActionsProps) {
  return (
    <div className="flex items-center gap-1">
      {children}
      <Button variant="ghost" size="icon" aria-label={editLabel} title="Editar" onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={deleteLabel} title="Eliminar" onClick={onDelete}>
        {/* On the icon: the ghost variant's own text colour would win over one passed in className. */}
        <Trash2 aria-hidden="true" className="size-5 text-red-700 dark:text-red-400" />
      </Button>
    </div>
  );
}
