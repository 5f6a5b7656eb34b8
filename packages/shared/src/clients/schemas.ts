/**
 * Clients (spec §2 Clients, §3 Client, §5 Client create/edit, §7 /clients).
 */
import { z } from 'zod';
import { DEBT_STATUSES } from './constants';
import { ZCreditLimit } from '../credit/schemas';
import { VALIDATION } from '../common/messages';
import { normalizeClientTaxId } from '../common/tax-id';
import {
  hasNoControlCharacters,
  listResponse,
  optionalText,
  ZPaginationQuery,
  ZTimestamp,
  ZUuid,
} from '../common/schemas';

export const CLIENT_NAME_MAX = 150;
export const CLIENT_PHONE_MAX = 30;
export const CLIENT_TAX_ID_MAX = 20;

export const ZClient = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Design §15: the client's RIF or cédula, for the accountant's sales book; null when not given. */
  taxId: z.string().nullable(),
  hasDebt: z.boolean(),
  /** Decision record 030: the client's own credit limit in USD; null follows the shop's default. */
  creditLimit: z.number().nullable(),
  /** Decision record 031: the price list the client buys at; null: Detal. */
  priceListId: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TClient = z.infer<typeof ZClient>;

const ZClientName = z
  .string({ error: VALIDATION.clientNameRequired })
  .trim()
  .min(1, VALIDATION.clientNameRequired)
  .max(CLIENT_NAME_MAX, `No puede tener más de ${CLIENT_NAME_MAX} caracteres`)
  .refine(hasNoControlCharacters, VALIDATION.noControlCharacters);

/** Optional e-mail: blank → undefined; otherwise it must look like an e-mail. */
const ZOptionalClientEmail = optionalText(254).pipe(z.email(VALIDATION.clientEmailInvalid).optional());

const ZRequiredClientEmail = z
  .string({ error: VALIDATION.clientEmailRequired })
  .trim()
  .toLowerCase()
  .min(1, VALIDATION.clientEmailRequired)
  .pipe(z.email(VALIDATION.clientEmailInvalid).max(254, VALIDATION.clientEmailInvalid));

/**
 * A RIF or cédula as typed ("j123456789", "V 12.345.678"), stored written. Absent or blank keeps what is stored
 * (the spec's forms never send it); null clears it.
 */
export const ZClientTaxId = z
  .string({ error: VALIDATION.clientTaxId })
  .trim()
  .max(CLIENT_TAX_ID_MAX, VALIDATION.clientTaxId)
  .nullish()
  .refine(hasNoControlCharacters, VALIDATION.noControlCharacters)
  .refine((value) => !value || normalizeClientTaxId(value) !== null, VALIDATION.clientTaxId)
  // A blank field is absent, as the spec's optional fields are (its payloads stay as they were); null clears it.
  .transform((value) => (value === null ? null : value ? normalizeClientTaxId(value) : undefined));

/** POST /clients and the add-client form. */
export const ZClientCreateRequest = z.object({
  name: ZClientName,
  email: ZOptionalClientEmail,
  phone: optionalText(CLIENT_PHONE_MAX),
  taxId: ZClientTaxId,
  creditLimit: ZCreditLimit,
  /** Absent keeps what is stored; null: Detal. */
  priceListId: ZUuid.nullish(),
});
export type TClientCreateRequest = z.infer<typeof ZClientCreateRequest>;
export type TClientCreateRequestInput = z.input<typeof ZClientCreateRequest>;
export const ZClientForm = ZClientCreateRequest;

/** PUT /clients/{id} and the edit dialog: name and email required, phone optional. */
export const ZClientUpdateRequest = z.object({
  id: ZUuid.optional(),
  name: ZClientName,
  email: ZRequiredClientEmail,
  phone: optionalText(CLIENT_PHONE_MAX),
  taxId: ZClientTaxId,
  creditLimit: ZCreditLimit,
  /** Absent keeps what is stored; null: Detal. */
  priceListId: ZUuid.nullish(),
});
export type TClientUpdateRequest = z.infer<typeof ZClientUpdateRequest>;
export type TClientUpdateRequestInput = z.input<typeof ZClientUpdateRequest>;
export const ZClientEditForm = ZClientUpdateRequest;

/** '' and 'all' mean "no filter". */
export const ZDebtStatusFilter = z.preprocess(
  (value) => (value === '' || value === 'all' || value === null ? undefined : value),
  z.enum(DEBT_STATUSES).optional(),
);

/** GET /clients?page&pageSize&search&debtStatus */
export const ZClientListQuery = ZPaginationQuery.extend({ debtStatus: ZDebtStatusFilter });
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

export const ZClientListResponse = listResponse(ZClient);
export type TClientListResponse = z.infer<typeof ZClientListResponse>;
