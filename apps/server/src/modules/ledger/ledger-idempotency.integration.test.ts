import { errorStatus } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { capture, hold, release } from './holds.service';
import { useLedgerTestBed } from './ledger.test-factories';
import type { LedgerMetadata, TransferInput } from './ledger.types';
import { reverse } from './reversal.service';
import { transfer } from './transfer.service';

const t = useLedgerTestBed();

async function pair(amount = '100.00') {
  const alice = await t.newUser();
  const bob = await t.newUser();
  await t.deposit(alice, amount);
  return { alice, bob, from: await t.userAccounts(alice), to: await t.userAccounts(bob) };
}

type UserAccounts = Awaited<ReturnType<typeof t.userAccounts>>;

/** A withdrawal of `amountUnits` from one user's available balance to another's. */
function withdrawal(
  from: UserAccounts,
  to: UserAccounts,
  amountUnits: bigint,
  rest: Omit<TransferInput, 'kind' | 'postings'>,
): TransferInput {
  return {
    kind: 'withdrawal',
    postings: [
      { account: from.available, amountUnits: -amountUnits },
      { account: to.available, amountUnits },
    ],
    ...rest,
  };
}

describe('an idempotency key', () => {
  it('returns the first transaction to a retry and moves the money once', async () => {
    const { alice, bob, from, to } = await pair();
    const send = () =>
      t.run((tx) =>
        transfer(
          tx,
          t.tenantId,
          withdrawal(from, to, 1000n, { idempotencyKey: 'key-1', metadata: { wallet: '0xabc' } }),
        ),
      );
    const first = await send();
    const second = await send();
    expect(first.isReplay).toBe(false);
    expect(second).toMatchObject({ id: first.id, isReplay: true, idempotencyKey: 'key-1', postings: first.postings });
    expect(second.metadata).toEqual({ wallet: '0xabc' });
    expect(await t.balance(alice)).toEqual({ available: 9000n, held: 0n });
    expect(await t.balance(bob)).toEqual({ available: 1000n, held: 0n });
  });

  it('still returns the first result when the money it moved is gone since', async () => {
    const { alice, from, to } = await pair('10.00');
    const send = () =>
      t.run((tx) => transfer(tx, t.tenantId, withdrawal(from, to, 1000n, { idempotencyKey: 'spend-all' })));
    const first = await send();
    expect(await send()).toMatchObject({ id: first.id, isReplay: true });
    expect(await t.balance(alice)).toEqual({ available: 0n, held: 0n });
  });

  it.each<[string, { amountUnits?: bigint; kind?: string; metadata?: LedgerMetadata }]>([
    ['another amount', { amountUnits: 1001n }],
    ['another kind', { kind: 'transfer' }],
    ['other metadata', { metadata: { wallet: '0xdef' } }],
  ])('refuses the same key with %s: 409 IDEMPOTENCY_MISMATCH, nothing moves', async (_label, change) => {
    const { alice, from, to } = await pair();
    const key = `mismatch-${_label}`;
    const send = (options: { amountUnits?: bigint; kind?: string; metadata?: LedgerMetadata }) =>
      t.run((tx) =>
        transfer(tx, t.tenantId, {
          kind: options.kind ?? 'withdrawal',
          postings: [
            { account: from.available, amountUnits: -(options.amountUnits ?? 1000n) },
            { account: to.available, amountUnits: options.amountUnits ?? 1000n },
          ],
          idempotencyKey: key,
          metadata: options.metadata ?? { wallet: '0xabc' },
        }),
      );
    await send({});
    const refusal = await send(change).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', status: 409 });
    expect(errorStatus.IDEMPOTENCY_MISMATCH).toBe(409);
    expect(await t.balance(alice)).toEqual({ available: 9000n, held: 0n });
  });

  it('belongs to its tenant: another tenant may use the same key', async () => {
    const { from, to } = await pair();
    const otherTenant = await t.newTenant();
    const stranger = await t.newUser(otherTenant);
    await t.deposit(stranger, '10.00', { tenantId: otherTenant, idempotencyKey: 'shared-key' });
    const mine = await t.run((tx) =>
      transfer(tx, t.tenantId, withdrawal(from, to, 1n, { idempotencyKey: 'shared-key' })),
    );
    expect(mine.isReplay).toBe(false);
    expect(await t.balance(stranger, 'USD', otherTenant)).toEqual({ available: 1000n, held: 0n });
  });

  it('is free again when the first transaction rolled back', async () => {
    const { alice, from, to } = await pair();
    const body = {
      kind: 'withdrawal',
      postings: [
        { account: from.available, amountUnits: -700n },
        { account: to.available, amountUnits: 700n },
      ],
      idempotencyKey: 'rolled-back',
    };
    await expect(
      t.run(async (tx) => {
        await transfer(tx, t.tenantId, body);
        throw new Error('provider call failed');
      }),
    ).rejects.toThrow('provider call failed');
    const retried = await t.run((tx) => transfer(tx, t.tenantId, body));
    expect(retried.isReplay).toBe(false);
    expect(await t.balance(alice)).toEqual({ available: 9300n, held: 0n });
  });

  it('makes a hold, its capture and its release safe to retry', async () => {
    const { alice, bob, to } = await pair();
    const reserve = () =>
      t.run((tx) =>
        hold(tx, t.tenantId, { userId: alice, asset: 'USD', amountUnits: 5000n, idempotencyKey: 'order-1' }),
      );
    const first = await reserve();
    const again = await reserve();
    expect(again.id).toBe(first.id);
    expect(again.transaction.isReplay).toBe(true);
    const pay = () =>
      t.run((tx) =>
        capture(tx, t.tenantId, { holdId: first.id, amountUnits: 3000n, to: to.available, idempotencyKey: 'fill-1' }),
      );
    const paid = await pay();
    expect((await pay()).id).toBe(paid.id);
    const giveBack = () => t.run((tx) => release(tx, t.tenantId, { holdId: first.id, idempotencyKey: 'cancel-1' }));
    const released = await giveBack();
    expect(await giveBack()).toMatchObject({ id: released.id, isReplay: true });
    expect(await t.balance(alice)).toEqual({ available: 7000n, held: 0n });
    expect(await t.balance(bob)).toEqual({ available: 3000n, held: 0n });
    await expect(
      t.run((tx) =>
        hold(tx, t.tenantId, { userId: alice, asset: 'USD', amountUnits: 5001n, idempotencyKey: 'order-1' }),
      ),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
  });

  it('returns the first reversal to a retried reversal, not a conflict', async () => {
    const { alice } = await pair();
    const deposit = await t.deposit(alice, '1.00');
    const undo = () => t.run((tx) => reverse(tx, t.tenantId, deposit.id, { idempotencyKey: 'undo-1' }));
    const first = await undo();
    expect(await undo()).toMatchObject({ id: first.id, isReplay: true });
    await expect(t.run((tx) => reverse(tx, t.tenantId, deposit.id))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await t.balance(alice)).toEqual({ available: 10000n, held: 0n });
  });
});
