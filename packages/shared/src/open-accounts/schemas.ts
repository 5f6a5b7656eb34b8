/**
 * Open accounts: a client's receivables, grouped (spec §2 Open accounts, §3 Open account, §7 /open-accounts).
 * An OPEN account closes when every sale in it is PAID (design.md §6).
 */
import { z } from 'zod';
import { OPEN_ACCOUNT_STATUSES } from './constants';
import { listResponse, optionalText, ZMoney, ZPaginationQuery, ZTimestamp } from '../common/schemas';
import { ZPayment } from '../payments/schemas';
import { ZSaleItem, ZSaleStatus } from '../sales/schemas';

export const ZOpenAccountStatus = z.enum(OPEN_ACCOUNT_STATUSES);

export const ZOpenAccountSale = z.object({
  id: z.string(),
  createdAt: ZTimestamp,
  status: ZSaleStatus,
  total: ZMoney,
  totalPaid: ZMoney,
  items: z.array(ZSaleItem),
  payments: z.array(ZPayment),
  /** The sale's own rate and its Fecha Valor (design §10; ZSale). */
  exchangeRate: z.number().nullable(),
  exchangeRateDate: z.string().nullable(),
  /** The sale's receipt number (design §12; ZSale): what the seller and the client read on the paper. */
  receiptNumber: z.number().int(),
  /** A credit sale's due date (decision record 030); null for one written paid. */
  dueDate: z.string().nullable(),
});
export type TOpenAccountSale = z.infer<typeof ZOpenAccountSale>;

export const ZOpenAccount = z.object({
  id: z.string(),
  status: ZOpenAccountStatus,
  createdAt: ZTimestamp,
  closedAt: ZTimestamp.nullable(),
  client: z.object({ id: z.string(), name: z.string() }),
  sales: z.array(ZOpenAccountSale),
  /** Σ sale totals: "total bought". */
  totalAmount: ZMoney,
  /** Σ payments on this account's sales. */
  totalPaidOnThisAccount: ZMoney,
  /** totalAmount − totalPaidOnThisAccount: the remaining balance. */
  totalOwed: ZMoney,
});
export type TOpenAccount = z.infer<typeof ZOpenAccount>;

/** GET /open-accounts?page&pageSize&search — search matches the client name. */
export const ZOpenAccountListQuery = ZPaginationQuery.extend({ search: optionalText(100) });
export type TOpenAccountListQuery = z.infer<typeof ZOpenAccountListQuery>;

export const ZOpenAccountListResponse = listResponse(ZOpenAccount);
export type TOpenAccountListResponse = z.infer<typeof ZOpenAccountListResponse>;

/** POST /open-accounts/{id}/check-and-close → data */
export const ZCheckAndCloseResponse = z.object({
  id: z.string(),
  status: ZOpenAccountStatus,
  closed: z.boolean(),
  message: z.string(),
});
export type TCheckAndCloseResponse = z.infer<typeof ZCheckAndCloseResponse>;

/** POST /open-accounts/check-and-close-all → data; `message` is shown in the info banner. */
export const ZCheckAndCloseAllResponse = z.object({
  closed: z.number().int().min(0),
  message: z.string(),
});
export type TCheckAndCloseAllResponse = z.infer<typeof ZCheckAndCloseAllResponse>;
