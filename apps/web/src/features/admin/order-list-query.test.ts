import { readListQuery } from '@telecom/domain';
import { describe, expect, it } from 'vitest';
import { orderListQueryToParams, parseOrderListQuery } from './order-list-query';

const parse = (search: string) => parseOrderListQuery(new URLSearchParams(search));

describe('parseOrderListQuery', () => {
  it('reads an empty address as the newest orders first, every status, kind and month', () => {
    expect(parse('')).toEqual({
      search: '',
      status: 'all',
      kind: 'all',
      month: '',
      sort: 'createdAt',
      dir: 'desc',
      page: 1,
      pageSize: 10,
    });
  });

  it('reads the allowed values', () => {
    expect(parse('search=%20Sanne%20&status=paid&kind=travel&month=2026-11&sort=total&dir=desc&page=3')).toMatchObject({
      search: 'Sanne',
      status: 'paid',
      kind: 'travel',
      month: '2026-11',
      sort: 'total',
      dir: 'desc',
      page: 3,
    });
  });

  it('refuses a value it does not know, as the API does (the list page then falls back visibly)', () => {
    expect(() => parse('status=shipped')).toThrow();
    const { query, invalid } = readListQuery(
      parseOrderListQuery,
      new URLSearchParams('status=shipped&kind=galaxy&month=2026-13&sort=price&dir=up&page=x'),
    );
    expect(invalid.sort()).toEqual(['dir', 'kind', 'month', 'page', 'sort', 'status']);
    expect(query).toMatchObject({ status: 'all', kind: 'all', month: '', sort: 'createdAt', dir: 'desc', page: 1 });
  });

  it('sorts another column ascending unless the address says otherwise', () => {
    expect(parse('sort=customerName').dir).toBe('asc');
    expect(parse('sort=customerName&dir=desc').dir).toBe('desc');
  });
});

describe('orderListQueryToParams', () => {
  it('leaves out the defaults, and parsing its result gives the same query', () => {
    const query = parse('status=refunded&sort=id&page=2');
    const params = orderListQueryToParams(query);
    expect(params).toEqual({ status: 'refunded', sort: 'id', page: '2' });
    expect(parse(new URLSearchParams(params).toString())).toEqual(query);
    expect(orderListQueryToParams(parse(''))).toEqual({});
  });
});
