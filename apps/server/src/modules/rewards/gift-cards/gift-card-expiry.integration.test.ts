import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { createTrader } from '../../trading/testing';
import { expectLedgerBalanced, sentCard, usdCents } from './gift-cards.test-factories';

const t = useTestApp();
const dayMs = 86_400_000;
/** The worker's job, as two workers may run it at once. */
const expire = () => t.context.rewards.giftCardExpiry.runOnce();

async function status(id: string) {
  const rows = await selectRows<{ status: string }>(
    t.context.database.db,
    sql`select status from gift_cards where id = ${id}`,
  );
  return rows[0]?.status;
}

describe('a gift card nobody claims', () => {
  it('goes back to its sender once its time has come, once, with a mail', async () => {
    const sender = await createTrader(t, { USD: '100' });
    const { card, code } = await sentCard(t, sender, '60');
    t.clock.advance(365 * dayMs - 1000);
    await expire();
    expect(await status(card.id)).toBe('active');
    expect(await usdCents(t, sender)).toBe(4000n);

    t.clock.advance(1000);
    const workers = await Promise.all([expire(), expire()]);
    expect(workers.sort()).toEqual([0, 1]);
    expect(await expire()).toBe(0);
    expect(await status(card.id)).toBe('expired');
    expect(await usdCents(t, sender)).toBe(10_000n);

    const claimant = await createTrader(t);
    const { statusCode } = await t.api.inject({
      method: 'POST',
      url: '/v1/giftcard/redeem',
      headers: { origin: 'http://main.test', authorization: `Bearer ${claimant.token}` },
      payload: { code },
    });
    expect(statusCode).toBe(400);
    await t.drainOutbox();
    expect(t.mail.to(sender.email).at(-1)?.subject).toBe(
      'Your $60.00 gift card was not claimed: the money is back in your balance',
    );
    await expectLedgerBalanced(t);
  });
});
