export interface TPage {
  page: number;
  pageSize: number;
}

export function pageOffset({ page, pageSize }: TPage): number {
  return (page - 1) * pageSize;
}

export function listEnvelope<T>(data: T[], { page, pageSize }: TPage, total: number) {
  return { data, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
