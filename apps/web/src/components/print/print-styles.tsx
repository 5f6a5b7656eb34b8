import type { TPaper } from '@cuadre/shared/schemas/documents';

/** A roll's printable width: the paper less the printer's margins, which it cannot print on. */
const ROLL_MARGIN_MM = 2;

// Only the document prints: everything else is hidden (visibility, so the document keeps its own layout) and the
// dark theme gives way to black on white. A roll printer takes the page's width; its height is cut at the end.
function printCss(paper: TPaper): string {
  const page =
    paper === 'a4' ? 'size: A4; margin: 15mm;' : `size: ${paper}mm 297mm; margin: ${ROLL_MARGIN_MM}mm;`;
  const fontSize = paper === '58' ? '10px' : paper === '80' ? '11px' : '13px';
  return `@media print {
  @page { ${page} }
  html, body { background: #fff !important; color-scheme: light; }
  body * { visibility: hidden !important; }
  [data-print-root], [data-print-root] * {
    visibility: visible !important;
    color: #000 !important;
    background: transparent !important;
    border-color: #999 !important;
  }
  [data-print-root] {
    position: absolute; left: 0; top: 0; width: 100%; max-width: none; margin: 0; padding: 0;
    border: 0 !important; box-shadow: none !important; font-size: ${fontSize};
  }
}`;
}

/** The print rules of the paper picked; they apply only while printing. */
export function PrintStyles({ paper }: { paper: TPaper }) {
  return <style>{printCss(paper)}</style>;
}
