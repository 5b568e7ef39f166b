import { describe, expect, it } from 'vitest';
import { homeOf, investorLedger, quoteOf, today } from './portfolio.test-factories';

describe('deposits and withdrawals in the home', () => {
  it('shows a return of zero after deposits and no trades, with the deposits as net deposits', () => {
    const home = homeOf(investorLedger().deposit('USD', '5000').deposit('USD', '100', today));
    expect(home.totals).toEqual({
      value: '5100',
      positions_value: '0',
      cash_value: '5100',
      cost_basis: '0',
      net_deposits: '5100',
      total_return: { amount: '0', percent: '0' },
      today_return: { amount: '0', percent: '0' },
      realized_return: '0',
    });
    expect(home.positions).toEqual([]);
    expect(home.cash).toEqual([{ asset: 'USD', available: '5100', held: '0', total: '5100' }]);
    expect(home.buying_power).toBe('5100');
  });

  it('does not count a withdrawal as a loss', () => {
    const home = homeOf(investorLedger().deposit('USD', '1000').withdraw('USD', '400'));
    expect(home.totals).toMatchObject({ value: '600', net_deposits: '600', total_return: { amount: '0' } });
  });

  it('keeps money deposited today out of today’s return', () => {
    const ledger = investorLedger().deposit('USD', '1000').buy('ACME', '2', '200').deposit('USD', '500', today);
    const home = homeOf(ledger, { quotes: [quoteOf('ACME', '110', { previousClose: '100' })] });
    expect(home.totals.today_return).toEqual({ amount: '20', percent: '1.33' });
    expect(home.totals.total_return).toEqual({ amount: '20', percent: '1.33' });
  });

  it('counts bitcoin deposited at its value that day, so only the move since is a return', () => {
    const ledger = investorLedger().deposit('BTC', '0.0015625');
    const home = homeOf(ledger, {
      quotes: [quoteOf('BTC', '60000', { previousClose: '62000', source: 'reference' })],
      pricesOn: { BTC: { '2026-03-01': '64000' } },
    });
    expect(home.positions[0]).toMatchObject({
      asset: 'BTC',
      quantity: '0.0015625',
      price: '60000',
      price_source: 'reference',
      market_value: '93.75',
      cost_basis: '100',
      total_return: { amount: '-6.25', percent: '-6.25' },
      today_return: { amount: '-3.13', percent: '-3.23' },
    });
    expect(home.totals).toMatchObject({ net_deposits: '100', value: '93.75' });
    expect(home.unpriced).toEqual([]);
  });

  it('takes bitcoin withdrawn out of net deposits at its value, realizing the gain on its cost', () => {
    const ledger = investorLedger().deposit('BTC', '0.002', new Date('2026-02-20T10:00:00Z')).withdraw('BTC', '0.001');
    const home = homeOf(ledger, {
      quotes: [quoteOf('BTC', '70000')],
      pricesOn: { BTC: { '2026-02-20': '50000', '2026-03-01': '60000' } },
    });
    expect(home.positions[0]).toMatchObject({ quantity: '0.001', cost_basis: '50', realized_return: '10' });
    expect(home.totals).toMatchObject({
      value: '70',
      net_deposits: '40',
      total_return: { amount: '30', percent: '75' },
      realized_return: '10',
    });
  });

  it('lists an asset no market prices, without a value, and names it', () => {
    const home = homeOf(investorLedger().deposit('USD', '10').deposit('ETH', '1'));
    expect(home.positions).toEqual([
      expect.objectContaining({ asset: 'ETH', quantity: '1', price: null, market_value: null, total_return: null }),
    ]);
    expect(home.unpriced).toEqual(['ETH']);
    expect(home.totals).toMatchObject({ value: '10', total_return: { amount: '0' } });
  });

  it('gives as buying power the dollars available, not those held for open orders', () => {
    const home = homeOf(investorLedger().deposit('USD', '1000'), { held: { USD: '200' } });
    expect(home.buying_power).toBe('800');
    expect(home.cash).toEqual([{ asset: 'USD', available: '800', held: '200', total: '1000' }]);
  });
});
