import { describe, expect, it } from 'vitest';
import { createProductSnapshots } from './product-snapshots';
import { shopIdOf } from '../../lib/auth/shop-scope';

const harina = {
  id: 'p-harina',
  name: 'Harina PAN',
  cost: 1.2,
  unit: 'UNIT' as const,
  taxClass: 'GENERAL' as const,
};
const arroz = {
  id: 'p-arroz',
  name: 'Arroz',
  cost: 0.9,
  unit: 'UNIT' as const,
  taxClass: 'GENERAL' as const,
};

describe('remembered product snapshots', () => {
  it('recalls a sale’s products only when every one of them is remembered for that seller', () => {
    const snapshots = createProductSnapshots();
    snapshots.remember(shopIdOf('seller-a'), [harina]);
    expect(snapshots.recall(shopIdOf('seller-a'), ['p-harina'])).toEqual([harina]);
    expect(snapshots.recall(shopIdOf('seller-a'), ['p-harina', 'p-arroz'])).toBeNull();
    expect(snapshots.recall(shopIdOf('seller-b'), ['p-harina'])).toBeNull();
    expect(snapshots.recall(shopIdOf('seller-a'), [])).toEqual([]);
  });

  it('keeps the newest copy of a product, and forgets what it is told to', () => {
    const snapshots = createProductSnapshots();
    snapshots.remember(shopIdOf('seller-a'), [harina, arroz]);
    snapshots.remember(shopIdOf('seller-a'), [{ ...harina, name: 'Harina PAN 1 kg' }]);
    expect(snapshots.recall(shopIdOf('seller-a'), ['p-harina'])?.[0]?.name).toBe('Harina PAN 1 kg');
    snapshots.forget(shopIdOf('seller-a'), ['p-harina']);
    expect(snapshots.recall(shopIdOf('seller-a'), ['p-harina'])).toBeNull();
    expect(snapshots.recall(shopIdOf('seller-a'), ['p-arroz'])).toEqual([arroz]);
  });

  it('lets the oldest go when full, so memory stays bounded', () => {
    const snapshots = createProductSnapshots(3);
    for (const id of ['1', '2', '3', '4'])
      snapshots.remember(shopIdOf('seller-a'), [
        { id, name: id, cost: 1, unit: 'UNIT' as const, taxClass: 'GENERAL' as const },
      ]);
    expect(snapshots.recall(shopIdOf('seller-a'), ['1'])).toBeNull();
    expect(snapshots.recall(shopIdOf('seller-a'), ['2', '3', '4'])).toHaveLength(3);
    // Remembered again, a product counts as new: the next to go is the oldest other one.
    snapshots.remember(shopIdOf('seller-a'), [
      { id: '2', name: '2', cost: 1, unit: 'UNIT' as const, taxClass: 'GENERAL' as const },
    ]);
    snapshots.remember(shopIdOf('seller-a'), [
      { id: '5', name: '5', cost: 1, unit: 'UNIT' as const, taxClass: 'GENERAL' as const },
    ]);
    expect(snapshots.recall(shopIdOf('seller-a'), ['3'])).toBeNull();
    expect(snapshots.recall(shopIdOf('seller-a'), ['2', '4', '5'])).toHaveLength(3);
  });
});
