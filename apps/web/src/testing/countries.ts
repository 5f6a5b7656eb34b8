import type { TCountry } from '@cuadre/shared/users/schemas';
import type { TRouteHandler } from './mock-api';

/** Two countries as GET /countries lists them. */
export const VENEZUELA: TCountry = {
  name: 'Venezuela',
  code: 'VE',
  currency: 'Bolívar',
  currencyCode: 'VES',
  currencySymbol: 'Bs.',
};
export const COLOMBIA: TCountry = {
  name: 'Colombia',
  code: 'CO',
  currency: 'Peso colombiano',
  currencyCode: 'COP',
  currencySymbol: '$',
};

/** GET /countries answering both, in Spanish order. */
export const countriesOk: TRouteHandler = () => ({ body: { data: [COLOMBIA, VENEZUELA] } });
