import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPaper } from '@cuadre/shared/documents/schemas';
import { PrintStyles } from './print-styles';

const PX_PER_MM = 96 / 25.4;

afterEach(() => vi.restoreAllMocks());

/** The print view of a document whose height, laid out at the roll's printable width, is `heightMm`. */
function printView(paper: TPaper, heightMm: { current: number }) {
  // jsdom lays nothing out: the document measures as tall as told, and only while it is laid out for print.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.hasAttribute('data-print-measuring') ? heightMm.current * PX_PER_MM : 0;
    return DOMRect.fromRect({ width: 0, height });
  });
  const view = render(
    <>
      <PrintStyles paper={paper} />
      <article data-print-root>Nota de entrega</article>
    </>,
  );
  const css = () =>
    Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
  return { ...view, css };
}

describe('PrintStyles', () => {
  it('makes a roll’s page as long as the document and its 2 mm margins, not 297 mm', () => {
    const heightMm = { current: 100 };
    const { css } = printView('58', heightMm);
    // 100 mm of document, 2 mm of margin at each end and 4 mm to spare for rounding.
    expect(css()).toContain('size: 58mm 108mm');
    expect(css()).not.toContain('297mm');
  });

  it('measures the document again just before printing', () => {
    const heightMm = { current: 100 };
    const { css } = printView('80', heightMm);
    heightMm.current = 250;
    window.dispatchEvent(new Event('beforeprint'));
    expect(css()).toContain('size: 80mm 258mm');
  });

  it('measures the roll anew when the paper changes, and prints A4 as a sheet', () => {
    const heightMm = { current: 60 };
    const { css, rerender } = printView('a4', heightMm);
    expect(css()).toContain('size: A4');
    expect(css()).not.toMatch(/size: \d+mm/);
    rerender(
      <>
        <PrintStyles paper="58" />
        <article data-print-root>Nota de entrega</article>
      </>,
    );
    expect(css()).toContain('size: 58mm 68mm');
  });

  it('prints no background, even with the browser’s background graphics on', () => {
    const { css } = printView('58', { current: 50 });
    expect(css()).toMatch(/\*, \*::before, \*::after \{\s*background: transparent !important;/);
    expect(css()).toContain('print-color-adjust: economy');
  });
});
