import { describe, expect, it } from 'vitest';
import { returnMoney } from './return-money';

describe('returnMoney', () => {
  it('gives nothing back in money for goods of a sale that was never paid: they lower the debt', () => {
    expect(returnMoney({ value: 30, balance: 30, received: 0, refunded: 0 })).toEqual({
      credit: 30,
      refundable: 0,
    });
  });

  it('lowers what is owed first and lets only the rest go back, up to what came in', () => {
    expect(returnMoney({ value: 30, balance: 10, received: 20, refunded: 0 })).toEqual({
      credit: 10,
      refundable: 20,
    });
    expect(returnMoney({ value: 30, balance: 10, received: 15, refunded: 0 })).toEqual({
      credit: 10,
      refundable: 15,
    });
  });

  it('never pays back twice what a paid sale took in', () => {
    expect(returnMoney({ value: 10, balance: 0, received: 30, refunded: 25 })).toEqual({
      credit: 0,
      refundable: 5,
    });
    expect(returnMoney({ value: 10, balance: 0, received: 30, refunded: 0 })).toEqual({
      credit: 0,
      refundable: 10,
    });
  });
});
