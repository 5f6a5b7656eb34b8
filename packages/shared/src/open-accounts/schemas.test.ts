import { describe, it, expect } from 'vitest';
import { ZOpenAccountListQuery } from './schemas';

describe('ZOpenAccountListQuery', () => {
  it('trims the search and omits it when blank, 10 per page', () => {
    expect(ZOpenAccountListQuery.parse({ search: '  María ' })).toEqual({
      page: 1,
      pageSize: 10,
      search: 'María',
    });
    expect(ZOpenAccountListQuery.parse({ search: '   ' }).search).toBeUndefined();
  });
});
