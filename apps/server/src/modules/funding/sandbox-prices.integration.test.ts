import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { sandboxReferencePrices } from '../trading';
import { getOk } from './funding.test-app';
import { createFundingInvestor } from './funding.test-factories';

/** The sandbox rails and the demo markets price an asset alike: one reference price per asset. */

const t = useTestApp();

describe('sandbox prices', () => {
  it("quote bitcoin at the demo market's reference price on Lightning and in a Changelly and a ChangeNOW swap", async () => {
    const user = await createFundingInvestor(t);
    const lightning = await getOk<{ price: string }>(t, user, '/v1/ibex/btc');
    const changelly = await getOk<{ to_amount: string }>(
      t,
      user,
      '/v1/changelly/exchange-amount?from_currency=btc&from_amount=1',
    );
    const changenow = await getOk<{ to_amount: string }>(
      t,
      user,
      '/v1/changenow/crypto/estimate-amount?from_currency=btc&from_amount=1',
    );
    const reference = Number(sandboxReferencePrices.BTC);
    expect(Number(lightning.price)).toBe(reference);
    expect(Number(changelly.to_amount)).toBe(reference);
    expect(Number(changenow.to_amount)).toBe(reference);
  });

  it('quote ether alike in a Changelly and a ChangeNOW swap', async () => {
    const user = await createFundingInvestor(t);
    const changelly = await getOk<{ to_amount: string }>(
      t,
      user,
      '/v1/changelly/exchange-amount?from_currency=eth&from_amount=2',
    );
    const changenow = await getOk<{ to_amount: string }>(
      t,
      user,
      '/v1/changenow/crypto/estimate-amount?from_currency=eth&from_amount=2',
    );
    expect(changelly.to_amount).toBe(changenow.to_amount);
    expect(Number(changelly.to_amount)).toBe(2 * Number(sandboxReferencePrices.ETH));
  });
});
