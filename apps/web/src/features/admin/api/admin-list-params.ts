import { PAGE_SIZE } from '@cuadre/shared/common/constants';

export type TAdminListParams = {
  page?: number;
  pageSize?: number;
  search?: string;
  /** One seller's rows (the tabs of the user detail); undefined = every seller's. */
  userId?: string;
};

/** The same request always builds the same query key, whatever the caller left out. */
export function normalizeAdminListParams(params: TAdminListParams) {
  return {
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE,
    search: params.search?.trim() || undefined,
    userId: params.userId,
  };
}

/** `/admin/products` or `/admin/users/{id}/products`. */
export function adminListPath(resource: 'products' | 'clients' | 'sales', userId?: string): string {
  return userId ? `/admin/users/${encodeURIComponent(userId)}/${resource}` : `/admin/${resource}`;
}
