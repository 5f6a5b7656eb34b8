/** The shop network the benchmark builds: full, and a smaller one that runs in under 3 minutes. */
export interface TBenchScale {
  name: 'full' | 'quick';
  sellers: number;
  bigSeller: { products: number; clients: number; sales: number };
  /** The reference seller of scale.listRatio: the big seller's list must be as fast as this one's. */
  referenceSeller: { products: number; clients: number; sales: number };
  /** Sales of every other seller together (the network's total is about 1,000,000 in full). */
  otherSales: number;
  productsPerOtherSeller: number;
  clientsPerOtherSeller: number;
}

export const FULL_SCALE: TBenchScale = {
  name: 'full',
  sellers: 1000,
  bigSeller: { products: 100_000, clients: 5_000, sales: 200_000 },
  referenceSeller: { products: 2_000, clients: 500, sales: 10_000 },
  otherSales: 790_000,
  productsPerOtherSeller: 100,
  clientsPerOtherSeller: 50,
};

export const QUICK_SCALE: TBenchScale = {
  name: 'quick',
  sellers: 100,
  bigSeller: { products: 20_000, clients: 1_000, sales: 40_000 },
  referenceSeller: { products: 1_000, clients: 200, sales: 10_000 },
  otherSales: 30_000,
  productsPerOtherSeller: 50,
  clientsPerOtherSeller: 20,
};

export const BENCH_PASSWORD = 'Bench#2025seguro';
export const BIG_SELLER_EMAIL = 'big@bench.cuadre';
export const REFERENCE_SELLER_EMAIL = 'reference@bench.cuadre';
