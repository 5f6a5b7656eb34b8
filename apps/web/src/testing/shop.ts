import type { TShop } from '@cuadre/shared/team/schemas';

/**
 * GET /shop's answer for a Venezuelan shop with the settings every shop starts with (no IVA, no discount maximums,
 * dollars as reference), the owner asking: tests override the settings they are about.
 */
export function sampleShop(overrides: Partial<TShop> = {}): TShop {
  return {
    id: 'shop-1',
    igtfEnabled: false,
    igtfRate: 3,
    businessName: 'Bodega La Esquina',
    taxId: null,
    address: null,
    phone: null,
    receiptFooter: null,
    city: 'Caracas',
    country: 'Venezuela',
    countryCode: 'VE',
    currency: 'VES',
    currencyName: 'Bolívar',
    currencySymbol: 'Bs.',
    timeZone: 'America/Caracas',
    idleLockMinutes: 5,
    defaultCreditLimit: null,
    defaultCreditDays: 15,
    scaleBarcode: null,
    discountLimits: { MANAGER: null, CASHIER: null },
    chargesIva: false,
    pricesIncludeIva: true,
    referenceCurrency: 'USD',
    memberId: 'm-1',
    role: 'OWNER',
    ...overrides,
  };
}
