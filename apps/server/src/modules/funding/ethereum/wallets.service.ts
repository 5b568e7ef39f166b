import type { LinkWalletRequest, MyWalletsPayload, RemoveWalletRequest } from '@invest/contracts';
import { getAddress, isAddress } from 'viem';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import * as repo from './wallets.repository';

/** How many wallets one user may link. */
const maxLinkedWallets = 10;

/** The address in its checksummed form; a 400 when written in mixed case with a wrong EIP-55 checksum. */
function checksummed(address: string): string {
  if (!isAddress(address)) {
    throw invalid('wallet', 'The address has a wrong checksum (mixed case): copy it again from your wallet');
  }
  return getAddress(address);
}

/** GET mywallet: the user's linked wallets, and where they send USDC (null when Ethereum is off). */
export async function findMyWallets(
  deps: Pick<FundingDeps, 'db' | 'ethereum'>,
  actor: Actor,
): Promise<MyWalletsPayload> {
  const rows = await repo.findUserWallets(deps.db, actor.tenantId, actor.userId);
  const { ethereum } = deps;
  return {
    wallets: rows.map((row) => ({
      wallet: row.address,
      provider: row.provider,
      created_at: row.createdAt.toISOString(),
    })),
    deposit: ethereum && {
      asset: 'USDC',
      token_contract: ethereum.usdcContract,
      deposit_address: ethereum.depositAddress,
      required_confirmations: ethereum.confirmations,
    },
  };
}

/** Refused (422) when the domain switched MetaMask deposits off. */
async function checkMetamaskEnabled(deps: Pick<FundingDeps, 'lookups'>, tenantId: string): Promise<void> {
  const rule = (await deps.lookups.listPaymentRules(tenantId)).find((candidate) => candidate.method === 'METAMASK');
  if (rule && !rule.enabled) throw new AppError('BUSINESS_RULE', 'MetaMask deposits are not available on this domain');
}

const linkedElsewhere = () => new AppError('CONFLICT', 'This wallet is linked to another account');

/**
 * POST mywallet: links a wallet, so its USDC transfers to the deposit address are credited to the
 * user. Linking one's own wallet again changes nothing; a wallet someone else linked is refused (409).
 */
export async function linkWallet(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups' | 'ethereum'>,
  actor: Actor,
  body: LinkWalletRequest,
): Promise<MyWalletsPayload> {
  const address = checksummed(body.wallet);
  const isMine = (row: repo.LinkedWalletRow) => row.tenantId === actor.tenantId && row.userId === actor.userId;
  const owner = await repo.findWalletByAddress(deps.db, address);
  if (owner && !isMine(owner)) throw linkedElsewhere();
  if (!owner) {
    await checkMetamaskEnabled(deps, actor.tenantId);
    if ((await repo.countUserWallets(deps.db, actor.tenantId, actor.userId)) >= maxLinkedWallets) {
      throw new AppError('BUSINESS_RULE', `At most ${maxLinkedWallets} wallets can be linked: remove one first`);
    }
    const kept = await repo.insertWallet(deps.db, {
      address,
      tenantId: actor.tenantId,
      userId: actor.userId,
      provider: body.provider,
      createdAt: deps.clock.now(),
    });
    if (!isMine(kept)) throw linkedElsewhere();
  }
  return findMyWallets(deps, actor);
}

/** POST removemywallet: unlinks one of the user's wallets (404 for any other); later transfers from it are not credited. */
export async function removeWallet(
  deps: Pick<FundingDeps, 'db' | 'ethereum'>,
  actor: Actor,
  body: RemoveWalletRequest,
): Promise<MyWalletsPayload> {
  if (!(await repo.deleteUserWallet(deps.db, actor, checksummed(body.wallet)))) throw notFound('Wallet');
  return findMyWallets(deps, actor);
}
