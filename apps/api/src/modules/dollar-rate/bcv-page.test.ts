import { describe, expect, it } from 'vitest';
import { BcvPageError, innerHtmlById, parseBcvPage, parseVenezuelanNumber } from './bcv-page';
import { BCV_FIXTURE, bcvPageWithRate } from './bcv-stub-server';

describe('parseBcvPage', () => {
  it('reads the dollar (not the euro, yuan, lira or rublo) and the Fecha Valor from a BCV-shaped page', () => {
    expect(parseBcvPage(BCV_FIXTURE)).toEqual({ rate: 36.5731, validFor: '2024-03-18', eur: 39.7895 });
  });

  it("reads the thousands dots and the decimal comma: '1.234,56' is 1234.56", () => {
    expect(parseBcvPage(bcvPageWithRate('1.234,56')).rate).toBe(1234.56);
    expect(parseBcvPage(bcvPageWithRate('&nbsp;1.234.567,8&nbsp;')).rate).toBe(1234567.8);
  });

  it('ignores decoys in comments and scripts placed before the real block', () => {
    // The fixture has "<div id="dolar"><strong> 1,00 …" inside a <script> and "2,00" inside a comment.
    expect(parseBcvPage(BCV_FIXTURE).rate).not.toBe(1);
    expect(parseBcvPage(BCV_FIXTURE).rate).not.toBe(2);
  });

  it('takes the Fecha Valor span, not the dates of the news items', () => {
    const newsFirst = BCV_FIXTURE.replace(
      '<body class="html',
      '<body><span class="date-display-single" content="2023-01-02T00:00:00-04:00">2/1</span><div class="html',
    );
    expect(parseBcvPage(newsFirst).validFor).toBe('2024-03-18');
  });

  it('has no validFor when the page has no Fecha Valor', () => {
    const page = BCV_FIXTURE.replace(/content="2024-03-18T00:00:00-04:00"/, 'content="pronto"').replace(
      /<span class="date-display-single"[^>]*content="2024-03-10[^>]*>/,
      '<span>',
    );
    expect(parseBcvPage(page).validFor).toBeNull();
  });

  it.each([
    ['a dot used as decimal point', '36.5731'],
    ['no number', 'N/D'],
    ['zero', '0,00'],
    ['an absurd value', '12.345.678,00'],
    ['two commas', '36,57,31'],
  ])('refuses %s', (_label, text) => {
    expect(() => parseBcvPage(bcvPageWithRate(text))).toThrow(BcvPageError);
  });

  it('refuses a page without the #dolar element (an error page, a redesign)', () => {
    expect(() => parseBcvPage('<html><body><h1>Service Unavailable</h1></body></html>')).toThrow(/#dolar/);
    expect(() => parseBcvPage('\u0000\u0001garbage<<<>>>')).toThrow(BcvPageError);
  });
});

describe('parseVenezuelanNumber', () => {
  it.each([
    ['36,57310000', 36.5731],
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    ['105', 105],
    [' 40,5 ', 40.5],
  ])('%s → %d', (text, value) => {
    expect(parseVenezuelanNumber(text)).toBe(value);
  });

  it.each(['36.5731', '1,234.56', '12.34', '', '-5,00', '1e3'])('refuses %s', (text) => {
    expect(parseVenezuelanNumber(text)).toBeNull();
  });
});

describe('innerHtmlById', () => {
  it('balances nested elements of the same tag', () => {
    const html = `<div id='x' class=a><div><div>in</div></div><p>tail</p></div><div>out</div>`;
    expect(innerHtmlById(html, 'x')).toBe('<div><div>in</div></div><p>tail</p>');
    expect(innerHtmlById(html, 'y')).toBeNull();
  });

  it('reads the euro from its #euro block under the same Fecha Valor, and gives the dollar without one', () => {
    const reading = parseBcvPage(BCV_FIXTURE);
    expect(reading.eur).toBe(39.7895);
    expect(reading.validFor).toBe('2024-03-18');
    const noEuro = BCV_FIXTURE.replace('id="euro"', 'id="otra"');
    expect(parseBcvPage(noEuro)).toEqual({ rate: 36.5731, validFor: '2024-03-18' });
    const unreadable = BCV_FIXTURE.replace('<strong> 39,78950000 </strong>', '<strong> n/d </strong>');
    expect(parseBcvPage(unreadable).eur).toBeUndefined();
  });
});
