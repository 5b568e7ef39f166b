import { describe, expect, it } from 'vitest';
import { homeOf, investorLedger, quoteOf } from './portfolio.test-factories';

describe('the home after buys and sells', () => {
  it('values a bought position at its price, against a cost of what was paid with its fee', () => {
    const ledger = investorLedger().deposit('USD', '1000').buy('ACME', '3', '300', '0.75');
    const home = homeOf(ledger, { quotes: [quoteOf('ACME', '110', { previousClose: '105' })] });
    expect(home.positions).toEqual([
      {
        asset: 'ACME',
        name: 'ACME Inc.',
        market: 'ACME-USD',
        quantity: '3',
        price: '110',
        price_source: 'last_trade',
        market_value: '330',
        cost_basis: '300.75',
        average_cost: '100.25',
        today_return: { amount: '15', percent: '4.76' },
        total_return: { amount: '29.25', percent: '9.73' },
        realized_return: '0',
      },
    ]);
    expect(home.totals).toEqual({
      value: '1029.25',
      positions_value: '330',
      cash_value: '699.25',
      cost_basis: '300.75',
      net_deposits: '1000',
      total_return: { amount: '29.25', percent: '2.93' },
      today_return: { amount: '15', percent: '1.48' },
      realized_return: '0',
    });
  });

  it('averages the cost of several buys at different prices', () => {
    const ledger = investorLedger().deposit('USD', '1000').buy('ACME', '2', '200').buy('ACME', '3', '330');
    const [position] = homeOf(ledger, { quotes: [quoteOf('ACME', '120')] }).positions;
    expect(position).toMatchObject({
      quantity: '5',
      cost_basis: '530',
      average_cost: '106',
      market_value: '600',
      total_return: { amount: '70', percent: '13.21' },
    });
  });

  it('takes away the average cost of what a partial sell sold, keeping the gain over it as realized', () => {
    const ledger = investorLedger()
      .deposit('USD', '1000')
      .buy('ACME', '2', '200')
      .buy('ACME', '3', '330')
      .sell('ACME', '2', '240');
    const home = homeOf(ledger, { quotes: [quoteOf('ACME', '120')] });
    expect(home.positions[0]).toMatchObject({
      quantity: '3',
      cost_basis: '318',
      average_cost: '106',
      market_value: '360',
      total_return: { amount: '42', percent: '13.21' },
      realized_return: '28',
    });
    expect(home.totals).toMatchObject({
      value: '1070',
      cost_basis: '318',
      realized_return: '28',
      total_return: { amount: '70', percent: '7' },
    });
  });

  it('removes the whole cost with the last share, whatever the rounding of earlier sells', () => {
    const ledger = investorLedger().deposit('USD', '100').buy('ACME', '3', '100').sell('ACME', '1', '40');
    const partly = homeOf(ledger, { quotes: [quoteOf('ACME', '40')] });
    expect(partly.positions[0]).toMatchObject({ quantity: '2', cost_basis: '66.67', realized_return: '6.67' });
    const closed = homeOf(ledger.sell('ACME', '2', '70'), { quotes: [quoteOf('ACME', '35')] });
    expect(closed.positions).toEqual([]);
    expect(closed.totals).toMatchObject({ value: '110', cost_basis: '0', realized_return: '10' });
  });

  it('closes a position sold in full and keeps its realized return in the totals', () => {
    const ledger = investorLedger().deposit('USD', '1000').buy('ACME', '4', '200', '1').sell('ACME', '4', '260', '1');
    const home = homeOf(ledger, { quotes: [quoteOf('ACME', '65')] });
    expect(home.positions).toEqual([]);
    expect(home.totals).toMatchObject({
      value: '1058',
      positions_value: '0',
      cost_basis: '0',
      net_deposits: '1000',
      realized_return: '58',
      total_return: { amount: '58', percent: '5.8' },
    });
  });

  it('counts a buy made today from its price, not from when the day began', () => {
    const ledger = investorLedger()
      .deposit('USD', '500')
      .buy('ACME', '2', '220', '0', new Date('2026-03-02T10:00:00Z'));
    const [position] = homeOf(ledger, { quotes: [quoteOf('ACME', '115', { previousClose: '100' })] }).positions;
    expect(position?.today_return).toEqual({ amount: '10', percent: '4.55' });
  });

  it('gives losses a minus sign', () => {
    const ledger = investorLedger().deposit('USD', '100').buy('ACME', '1', '100');
    const [position] = homeOf(ledger, { quotes: [quoteOf('ACME', '90', { previousClose: '95' })] }).positions;
    expect(position).toMatchObject({
      total_return: { amount: '-10', percent: '-10' },
      today_return: { amount: '-5', percent: '-5.26' },
    });
  });
});
