// The one list drizzle-kit and the query builder read: every table of every domain.
export * from './schema/enums';
export * from './schema/users';
export * from './schema/shops';
export * from './schema/approvals';
export * from './schema/audit';
export * from './schema/catalog';
export * from './schema/sales';
export * from './schema/expenses';
export * from './schema/till';
export * from './schema/system';
export * from './schema/counters';
export * from './schema/documents';
export * from './schema/stock';
export * from './schema/returns';
export * from './schema/credit';
