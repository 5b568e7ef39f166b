import { describe, expect, it } from 'vitest';
import { homeOf, investorLedger, quoteOf } from './portfolio.test-factories';

describe('fees in the home', () => {
  it('adds a buy’s fee to the cost, so a buy at the market price starts at a loss of the fee', () => {
    const ledger = investorLedger().deposit('USD', '200').buy('ACME', '10', '123.4', '0.31');
    const home = homeOf(ledger, { quotes: [quoteOf('ACME', '12.34')] });
    expect(home.positions[0]).toMatchObject({
      cost_basis: '123.71',
      average_cost: '12.371',
      market_value: '123.4',
      total_return: { amount: '-0.31', percent: '-0.25' },
    });
    expect(home.totals.total_return.amount).toBe('-0.31');
  });

  it('takes a sell’s fee from what the sell realized', () => {
    const ledger = investorLedger().deposit('USD', '100').buy('ACME', '2', '100').sell('ACME', '1', '60', '0.15');
    const [position] = homeOf(ledger, { quotes: [quoteOf('ACME', '60')] }).positions;
    expect(position).toMatchObject({ quantity: '1', cost_basis: '50', realized_return: '9.85' });
  });

  it('counts a refund of fees as a return, not as a deposit', () => {
    const ledger = investorLedger().deposit('USD', '100').refundFee('0.5');
    expect(homeOf(ledger).totals).toMatchObject({
      value: '100.5',
      net_deposits: '100',
      realized_return: '0.5',
      total_return: { amount: '0.5', percent: '0.5' },
    });
  });
});
