import { isVenezuela } from '@cuadre/shared/money/constants';
import { normalizeRif } from '@cuadre/shared/common/tax-id';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TShop, TShopUpdateRequest } from '@cuadre/shared/team/schemas';
import type { TShopRole } from '@cuadre/shared/team/constants';
import type { TAppContext } from '../../app-context';
import { AppError, badRequest } from '../../lib/app-error';
import type { TShopId } from '../../lib/auth/shop-scope';
import { countryColumns, findCountry } from '../countries/country-list';
import { findShop, updateShop, type TShopRow, type TShopValues } from './shop.repository';

/** Who asks: the shop the session acts in, and the caller's membership of it (the guard's answer). */
interface TShopSession {
  shopId: TShopId;
  memberId: string;
  shopRole: TShopRole;
}

/** The shop as stored, less its instants, with the caller's membership. */
function toShopView(
  { createdAt: _created, updatedAt: _updated, ...shop }: TShopRow,
  session: TShopSession,
): TShop {
  return { ...shop, memberId: session.memberId, role: session.shopRole };
}

/** GET /shop. */
export async function getShop(ctx: Pick<TAppContext, 'db'>, session: TShopSession): Promise<TShop> {
  const shop = await findShop(ctx.db, session.shopId);
  if (!shop) throw new Error('signed-in shop vanished');
  return toShopView(shop, session);
}

/**
 * PUT /shop and PUT /users/settings (design §17, §18): only the fields sent change; an empty text clears its
 * field. A country is looked up in the server's list, which gives its currency and zone. A Venezuelan shop's tax
 * id is a RIF, stored as J-12345678-9 (design §12); elsewhere it is free text. The shops table announces a change
 * of zone, currency or IGTF to every process (migration 0033's trigger), and this one forgets the shop at once,
 * so the next sale charges what was set.
 */
export async function updateShopSettings(
  ctx: Pick<TAppContext, 'db' | 'accounts'>,
  session: TShopSession & { currency: string | null },
  request: Partial<TShopUpdateRequest>,
): Promise<TShop> {
  const country = request.country === undefined ? undefined : findCountry(request.country);
  if (request.country !== undefined && !country) {
    throw badRequest(VALIDATION.countryRequired, [VALIDATION.countryRequired]);
  }
  const currency = country ? country.currencyCode : session.currency;
  // The euro is priced at the BCV's cross: only a Venezuelan shop has the two rates.
  if (request.referenceCurrency === 'EUR' && !isVenezuela({ currency })) {
    throw badRequest(VALIDATION.referenceCurrencyOnlyVenezuela, [VALIDATION.referenceCurrencyOnlyVenezuela]);
  }
  const changes: TShopValues = Object.fromEntries(
    Object.entries({
      igtfEnabled: request.igtfEnabled,
      igtfRate: request.igtfRate,
      businessName: request.businessName,
      taxId: request.taxId && isVenezuela({ currency }) ? venezuelanRif(request.taxId) : request.taxId,
      address: request.address,
      phone: request.phone,
      city: request.city,
      receiptFooter: request.receiptFooter,
      idleLockMinutes: request.idleLockMinutes,
      defaultCreditLimit: request.defaultCreditLimit,
      defaultCreditDays: request.defaultCreditDays,
      scaleBarcode: request.scaleBarcode,
      discountLimits: request.discountLimits,
      chargesIva: request.chargesIva,
      pricesIncludeIva: request.pricesIncludeIva,
      referenceCurrency: request.referenceCurrency,
      ...(country ? countryColumns(country) : {}),
    }).filter(([, value]) => value !== undefined),
  );
  const shop =
    Object.keys(changes).length === 0
      ? await findShop(ctx.db, session.shopId)
      : await updateShop(ctx.db, session.shopId, changes);
  if (!shop) throw new Error('signed-in shop vanished');
  ctx.accounts.forget(session.shopId);
  return toShopView(shop, session);
}

function venezuelanRif(text: string): string {
  const rif = normalizeRif(text);
  if (!rif) throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.rifFormat, [VALIDATION.rifFormat]);
  return rif;
}
