import { describe, expect, it } from 'vitest';
import { labelQuantity, readScaleLabel, scaleCodeCandidates, ZScaleBarcode } from './scale-barcode';

const WEIGHT = { prefix: '20', codeDigits: 5, valueKind: 'WEIGHT' } as const;
const PRICE = { prefix: '21', codeDigits: 5, valueKind: 'PRICE' } as const;

describe('scale labels', () => {
  it('reads the product code and the weight in grams of a weight label', () => {
    // 20 00123 01250 + check digit: product 00123, 1,250 kg.
    expect(readScaleLabel('2000123012506', WEIGHT)).toEqual({
      productCode: '00123',
      kind: 'WEIGHT',
      grams: 1250,
    });
  });

  it('reads the price in cents of a price label', () => {
    // 21 00045 00899: product 00045, $8.99.
    expect(readScaleLabel('2100045008998', PRICE)).toEqual({
      productCode: '00045',
      kind: 'PRICE',
      cents: 899,
    });
  });

  it('leaves other codes alone: another prefix, a retail EAN, a misread check digit, no layout', () => {
    expect(readScaleLabel('2100045008998', WEIGHT)).toBeNull();
    expect(readScaleLabel('7591234567890', WEIGHT)).toBeNull();
    expect(readScaleLabel('2000123012508', WEIGHT)).toBeNull();
    expect(readScaleLabel('2000123012506', null)).toBeNull();
    expect(readScaleLabel('200012301250', WEIGHT)).toBeNull();
  });

  it('turns a label into the product’s quantity: kilos, grams, or its price over the price per kilo', () => {
    const weight = { productCode: '00123', kind: 'WEIGHT', grams: 1250 } as const;
    expect(labelQuantity(weight, { unit: 'KG', price: 8 })).toBe(1.25);
    expect(labelQuantity(weight, { unit: 'G', price: 0.01 })).toBe(1250);
    expect(labelQuantity(weight, { unit: 'UNIT', price: 3 })).toBeNull();
    const price = { productCode: '00045', kind: 'PRICE', cents: 899 } as const;
    // $8.99 of cheese at $7.25 a kilo: 1,240 kg (to the gram).
    expect(labelQuantity(price, { unit: 'KG', price: 7.25 })).toBe(1.24);
    expect(labelQuantity(price, { unit: 'UNIT', price: 7.25 })).toBeNull();
    expect(labelQuantity(price, { unit: 'KG', price: 0 })).toBeNull();
  });

  it('finds a product by its code as printed or without leading zeros', () => {
    expect(scaleCodeCandidates('00123')).toEqual(['00123', '123']);
    expect(scaleCodeCandidates('12345')).toEqual(['12345']);
    expect(scaleCodeCandidates('00000')).toEqual(['00000', '0']);
  });

  it('checks the layout a shop sets', () => {
    expect(ZScaleBarcode.safeParse(WEIGHT).success).toBe(true);
    expect(ZScaleBarcode.safeParse({ ...WEIGHT, prefix: '30' }).success).toBe(false);
    expect(ZScaleBarcode.safeParse({ ...WEIGHT, codeDigits: 7 }).success).toBe(false);
    expect(ZScaleBarcode.safeParse({ ...WEIGHT, valueKind: 'UNITS' }).success).toBe(false);
  });
});
