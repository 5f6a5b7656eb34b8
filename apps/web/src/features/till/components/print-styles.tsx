import type { TReportPaper } from '../api/download-till-report';

export type TPrintPaper = TReportPaper;

export const PRINT_PAPER_LABELS: Record<TPrintPaper, string> = { '80': '80 mm', a4: 'A4' };

// Only the report prints: everything else is hidden (visibility, so the report keeps its own layout) and the
// dark theme gives way to black on white. A roll printer takes the page's width; its height is cut at the end.
function printCss(paper: TPrintPaper): string {
  const page = paper === '80' ? 'size: 80mm 297mm; margin: 3mm;' : 'size: A4; margin: 15mm;';
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
    position: absolute; left: 0; top: 0; width: 100%; margin: 0; padding: 0; border: 0 !important;
    font-size: ${paper === '80' ? '11px' : '13px'};
  }
}`;
}

/** The print rules of the paper picked; they apply only while printing. */
export function PrintStyles({ paper }: { paper: TPrintPaper }) {
  return <style>{printCss(paper)}</style>;
}
