import { useLayoutEffect, useRef } from 'react';
import type { TPaper } from '@cuadre/shared/documents/schemas';

/** A roll's printable width: the paper less the printer's margins, which it cannot print on. */
const ROLL_MARGIN_MM = 2;
/**
 * Added to a roll's measured length: room for the rounding between the screen's measure and the print layout,
 * so that the last line never spills onto a second, nearly empty page.
 */
const ROLL_SLACK_MM = 4;
const MM_PER_PX = 25.4 / 96;

const FONT_SIZE: Record<TPaper, string> = { '58': '10px', '80': '11px', a4: '13px' };

/** The document as it is laid out on paper: the page's full width, no frame, the paper's type size. */
function rootLayout(paper: TPaper): string {
  return `width: 100% !important; max-width: none !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; font-size: ${FONT_SIZE[paper]} !important;`;
}

// Only the document prints: every element that neither is it, holds it nor lies inside it is taken out of the
// layout (hidden ones would still take their room and print as blank pages after a roll's measured length),
// and whatever holds it loses its spacing. No background prints, even with the browser's "background graphics"
// on: the dark theme's fills, and its dark canvas (color-scheme: dark) around the page's margins, would come out
// black on a thermal roll. Black on white only.
function printCss(paper: TPaper): string {
  const page = paper === 'a4' ? 'size: A4; margin: 15mm;' : `margin: ${ROLL_MARGIN_MM}mm;`;
  return `@media print {
  @page { ${page} }
  html, body {
    background: #fff !important; color-scheme: light !important; min-height: 0 !important; height: auto !important;
  }
  *, *::before, *::after {
    background: transparent !important;
    box-shadow: none !important;
    text-shadow: none !important;
    print-color-adjust: economy;
  }
  body *:not([data-print-root], [data-print-root] *, :has([data-print-root])) { display: none !important; }
  body :has([data-print-root]) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; min-height: 0 !important; height: auto !important; max-width: none !important;
    width: auto !important; overflow: visible !important; transform: none !important;
  }
  [data-print-root], [data-print-root] * { color: #000 !important; border-color: #999 !important; }
  [data-print-root] { ${rootLayout(paper)} }
}`;
}

/**
 * The document laid out at the roll's printable width and type size, on screen, for as long as it takes to
 * measure it: the same rules as printing, so the same height.
 */
function measureCss(paper: TPaper): string {
  if (paper === 'a4') return '';
  return `[data-print-root][data-print-measuring] {
  ${rootLayout(paper)}
  width: ${Number(paper) - 2 * ROLL_MARGIN_MM}mm !important;
}`;
}

/** The roll's @page: its width, and its length measured from the document, so no paper is wasted after it. */
function rollPageCss(paper: TPaper, root: HTMLElement): string {
  root.setAttribute('data-print-measuring', '');
  const heightMm = root.getBoundingClientRect().height * MM_PER_PX;
  root.removeAttribute('data-print-measuring');
  const length = Math.ceil(heightMm + 2 * ROLL_MARGIN_MM + ROLL_SLACK_MM);
  return `@media print { @page { size: ${paper}mm ${length}mm; } }`;
}

/**
 * The print rules of the paper picked; they apply only while printing. A roll has no page height: its page is
 * as long as the document ([data-print-root]), measured whenever the document or the paper changes and once
 * more just before printing.
 */
export function PrintStyles({ paper }: { paper: TPaper }) {
  const rollPage = useRef<HTMLStyleElement>(null);

  useLayoutEffect(() => {
    const style = rollPage.current;
    const root = document.querySelector<HTMLElement>('[data-print-root]');
    if (paper === 'a4' || !style || !root) {
      if (style) style.textContent = '';
      return;
    }
    // Written straight into the style element: "beforeprint" gives no time for React to render.
    const update = () => {
      const current = document.querySelector<HTMLElement>('[data-print-root]');
      if (current) style.textContent = rollPageCss(paper, current);
    };
    update();
    // Older browsers without ResizeObserver still measure when the paper changes and before printing.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resizes?.observe(root);
    window.addEventListener('beforeprint', update);
    return () => {
      resizes?.disconnect();
      window.removeEventListener('beforeprint', update);
    };
  }, [paper]);

  return (
    <>
      <style>{printCss(paper)}</style>
      <style>{measureCss(paper)}</style>
      <style ref={rollPage} />
    </>
  );
}
