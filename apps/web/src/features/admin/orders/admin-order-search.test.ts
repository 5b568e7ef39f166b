import { describe, expect, it } from 'vitest';
import { filtersOf, nextSort, noFilters, orderQueryOf, searchOf } from './admin-order-search';

describe("the orders page's address", () => {
  it('asks for the newest orders of the domain, a first page, when it holds nothing', () => {
    expect(orderQueryOf(new URLSearchParams())).toEqual({
      page: 1,
      limit: 20,
      sortField: 'TransactionTime',
      orderBy: 'desc',
    });
  });

  it('turns every filter, the sort and the page into the list query', () => {
    const search = new URLSearchParams(
      'email=ada@example.com&shareName=BMN-USD&side=2&orderType=2&status=8&startDate=2026-03-01&endDate=2026-03-31&sortField=ShareName&orderBy=asc&page=3',
    );
    expect(orderQueryOf(search)).toEqual({
      page: 3,
      limit: 20,
      sortField: 'ShareName',
      orderBy: 'asc',
      email: 'ada@example.com',
      shareName: 'BMN-USD',
      side: 2,
      orderType: 2,
      status: '8',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('leaves out what the list query would refuse instead of sending it', () => {
    const search = new URLSearchParams(
      'email=a&side=3&orderType=9&status=Z&startDate=2026-13-45&endDate=yesterday&sortField=Email&orderBy=up&page=-2',
    );
    expect(orderQueryOf(search)).toEqual({ page: 1, limit: 20, sortField: 'TransactionTime', orderBy: 'desc' });
    const backwards = filtersOf(new URLSearchParams('startDate=2026-03-31&endDate=2026-03-01'));
    expect(backwards).toMatchObject({ startDate: '2026-03-31', endDate: '' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const filters = { ...noFilters, email: ' ada@example.com ', status: '1' };
    const search = searchOf(filters, { sortField: 'TransactionTime', orderBy: 'desc' }, 1);
    expect(search.toString()).toBe('email=ada%40example.com&status=1');
    expect(filtersOf(search)).toEqual({ ...noFilters, email: 'ada@example.com', status: '1' });
    expect(searchOf(noFilters, { sortField: 'Side', orderBy: 'asc' }, 2).toString()).toBe(
      'sortField=Side&orderBy=asc&page=2',
    );
  });

  it('turns a sorted column around, and starts another from the newest or from A', () => {
    expect(nextSort({ sortField: 'TransactionTime', orderBy: 'desc' }, 'TransactionTime')).toEqual({
      sortField: 'TransactionTime',
      orderBy: 'asc',
    });
    expect(nextSort({ sortField: 'TransactionTime', orderBy: 'desc' }, 'ShareName')).toEqual({
      sortField: 'ShareName',
      orderBy: 'asc',
    });
    expect(nextSort({ sortField: 'ShareName', orderBy: 'asc' }, 'TransactionTime')).toEqual({
      sortField: 'TransactionTime',
      orderBy: 'desc',
    });
  });
});
