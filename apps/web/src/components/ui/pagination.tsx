import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type TPaginationProps = {
  /** 1-based, as the API counts (design.md §3). */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Expenses show 'Página X de Y' only when there is more than one page (spec §2). */
  hideWhenSinglePage?: boolean;
  isDisabled?: boolean;
  className?: string;
};

export function Pagination({
  page,
  totalPages,
  onPageChange,
  hideWhenSinglePage = false,
  isDisabled = false,
  className,
}: TPaginationProps) {
  // An empty list reports 0 pages; "Página 1 de 1" reads better than "Página 1 de 0".
  const pages = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), pages);
  if (hideWhenSinglePage && pages <= 1) return null;

  // On a 360 px phone the two buttons leave about 100 px: 'Página X de Y' stays on one line there because the
  // arrows (decorative; the words say it) only show from `sm` up.
  return (
    <nav aria-label="Paginación" className={cn('flex items-center justify-between gap-2 py-3', className)}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(current - 1)}
        disabled={isDisabled || current <= 1}
      >
        <ChevronLeft aria-hidden="true" className="hidden size-4 sm:block" />
        Anterior
      </Button>
      <p
        className="text-center text-sm whitespace-nowrap text-slate-700 dark:text-slate-300"
        aria-live="polite"
      >
        Página {current} de {pages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(current + 1)}
        disabled={isDisabled || current >= pages}
      >
        Siguiente
        <ChevronRight aria-hidden="true" className="hidden size-4 sm:block" />
      </Button>
    </nav>
  );
}
