import { dataResponse } from '@cuadre/shared/common/schemas';
import { ZCountriesResponseData } from '@cuadre/shared/users/schemas';
import type { TApp, TAppContext } from '../../app-context';
import { listCountries, toPublicCountry } from './country-list';

export function registerCountriesRoutes(app: TApp, _ctx: TAppContext): void {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['countries'],
        summary: 'Países con nombre en español, moneda y símbolo, en orden alfabético español',
        response: { 200: dataResponse(ZCountriesResponseData) },
      },
    },
    async (_request, reply) => {
      // The list only changes with a new release of the data packages.
      reply.header('cache-control', 'public, max-age=3600');
      return { data: listCountries().map(toPublicCountry) };
    },
  );
}
