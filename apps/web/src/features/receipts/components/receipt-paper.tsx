import type { TDocumentBlock, TPaper } from '@cuadre/shared/documents/schemas';
import { cn } from '@/lib/cn';

/** How wide the paper looks on screen; printed, the page's own width rules (components/print/print-styles). */
const SCREEN_WIDTH: Record<TPaper, string> = {
  '58': 'max-w-[58mm]',
  '80': 'max-w-[80mm]',
  a4: 'max-w-[210mm]',
};

function Block({ block }: { block: TDocumentBlock }) {
  switch (block.kind) {
    case 'title':
      return <h2 className="text-center text-[1.3em] font-bold">{block.text}</h2>;
    case 'text':
      return <p className={cn(block.bold && 'font-semibold')}>{block.text}</p>;
    case 'row':
      return (
        <p className={cn('flex items-start justify-between gap-2', block.bold && 'font-semibold')}>
          <span className="min-w-0">{block.label}</span>
          <span className="shrink-0 text-right tabular-nums">{block.value}</span>
        </p>
      );
    case 'rule':
      return <hr className="my-1 border-dashed border-slate-400" />;
    case 'gap':
      return <div aria-hidden="true" className="h-2" />;
  }
}

/**
 * The receipt drawn from its blocks — the same blocks as its PDF — on the paper picked. Long words wrap anywhere
 * (a reference, an address): nothing may run past a 58 mm roll.
 */
export function ReceiptPaper({ blocks, paper }: { blocks: TDocumentBlock[]; paper: TPaper }) {
  return (
    <article
      data-print-root
      data-paper={paper}
      aria-label="Recibo"
      className={cn(
        'mx-auto grid w-full gap-0.5 rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-sm [overflow-wrap:anywhere]',
        paper === 'a4' ? 'text-sm' : 'text-xs',
        SCREEN_WIDTH[paper],
      )}
    >
      {blocks.map((block, index) => (
        // The blocks are a fixed document: their order is their identity.
        <Block key={index} block={block} />
      ))}
    </article>
  );
}
