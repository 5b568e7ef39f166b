import { createHash } from 'node:crypto';
import { type CircleBlockchainAddress, type CircleBlockchainAddressList, circleChains } from '@invest/contracts';
import { notFound } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import * as repo from './circle-addresses.repository';

/**
 * GET circle/blockchainaddresses (SPEC 7 "Dashboard"): the user's USDC deposit addresses at Circle, one
 * per chain Circle offers, made in the platform's Circle wallet on first ask and kept from then on.
 */

const toAddress = (row: repo.CircleAddressRow): CircleBlockchainAddress => ({
  id: row.id,
  chain: row.chain,
  currency: 'USDC',
  address: row.address,
  address_tag: row.addressTag,
  is_sandbox: row.isSandbox,
  created_at: row.createdAt.toISOString(),
});

/** The idempotency key of a user's address on a chain: a UUID, the same on every try. */
function idempotencyKeyOf(actor: Actor, chain: string): string {
  const hex = createHash('sha256').update(`circle-address:${actor.tenantId}:${actor.userId}:${chain}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** GET circle/blockchainaddresses: the user's address on every chain, those missing made now. */
export async function findCircleAddresses(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'circleAddresses'>,
  actor: Actor,
): Promise<CircleBlockchainAddressList> {
  const known = await repo.findUserCircleAddresses(deps.db, actor.tenantId, actor.userId);
  const items: CircleBlockchainAddress[] = [];
  for (const chain of circleChains) {
    let row = known.find((candidate) => candidate.chain === chain);
    if (!row) {
      const created = await deps.circleAddresses.createAddress({
        idempotencyKey: idempotencyKeyOf(actor, chain),
        chain,
      });
      row = await repo.insertCircleAddress(deps.db, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        chain,
        address: created.address,
        addressTag: created.addressTag,
        isSandbox: deps.circleAddresses.isSandbox,
        createdAt: deps.clock.now(),
      });
    }
    items.push(toAddress(row));
  }
  return { items, is_sandbox: deps.circleAddresses.isSandbox };
}

/** GET circle/blockchainaddresses/{id}: one of the user's addresses (404 for anyone else's). */
export async function getCircleAddress(
  deps: Pick<FundingDeps, 'db'>,
  actor: Actor,
  id: string,
): Promise<CircleBlockchainAddress> {
  const row = await repo.findOwnCircleAddress(deps.db, actor, id);
  if (!row) throw notFound('Address');
  return toAddress(row);
}
