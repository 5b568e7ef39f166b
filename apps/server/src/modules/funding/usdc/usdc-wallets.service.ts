import type { UsdcBalance, UsdcWallet, UsdcWalletsPayload, WithdrawalChain } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import { getBalances } from '../../ledger';
import type { Actor, FundingDeps } from '../funding.deps';
import * as usdc from './usdc.repository';
import { usdcChains } from './usdc-assets';

const toWallet = (row: usdc.UsdcWalletRow): UsdcWallet => ({ chain: row.chain, address: row.address, asset: 'USDC' });

/** The user's deposit address on `chain`: the one kept, or a new one from the provider, kept from then on. */
async function getOrCreateWallet(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'custody'>,
  actor: Actor,
  chain: WithdrawalChain,
  known: usdc.UsdcWalletRow[],
): Promise<usdc.UsdcWalletRow> {
  const kept = known.find((wallet) => wallet.chain === chain);
  if (kept) return kept;
  const created = await deps.custody.createDepositAddress({
    tenantId: actor.tenantId,
    userId: actor.userId,
    chain,
    vaultAccountId: known[0]?.vaultAccountId ?? null,
  });
  const row = await usdc.insertWallet(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    chain,
    provider: deps.custody.name,
    vaultAccountId: created.vaultAccountId,
    providerAssetId: created.providerAssetId,
    address: created.address,
    createdAt: deps.clock.now(),
  });
  known.push(row);
  return row;
}

/** GET digtl/usdc-wallet: the user's address on every supported chain, made on first ask. */
export async function findUsdcWallets(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'custody'>,
  actor: Actor,
): Promise<UsdcWalletsPayload> {
  const known = await usdc.findUserWallets(deps.db, actor.tenantId, actor.userId);
  const wallets: UsdcWallet[] = [];
  for (const chain of usdcChains) wallets.push(toWallet(await getOrCreateWallet(deps, actor, chain, known)));
  return { wallets, is_sandbox: deps.custody.isSandbox };
}

/** GET fireblocks/usdcsolwallet: the Solana address, null until POST made it. */
export async function findSolanaWallet(deps: Pick<FundingDeps, 'db'>, actor: Actor): Promise<UsdcWallet | null> {
  const known = await usdc.findUserWallets(deps.db, actor.tenantId, actor.userId);
  const solana = known.find((wallet) => wallet.chain === 'SOL');
  return solana ? toWallet(solana) : null;
}

/** POST fireblocks/usdcsolwallet: the Solana address, made if the user has none. */
export async function createSolanaWallet(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'custody'>,
  actor: Actor,
): Promise<UsdcWallet> {
  const known = await usdc.findUserWallets(deps.db, actor.tenantId, actor.userId);
  return toWallet(await getOrCreateWallet(deps, actor, 'SOL', known));
}

/** The user's own address on `chain`, made if needed (a deposit is announced to it). */
export async function getWalletOn(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'custody'>,
  actor: Actor,
  chain: WithdrawalChain,
) {
  return getOrCreateWallet(deps, actor, chain, await usdc.findUserWallets(deps.db, actor.tenantId, actor.userId));
}

/** GET usdc-balance and digtl/balance: the user's USDC in the ledger. */
export async function getUsdcBalance(deps: Pick<FundingDeps, 'db'>, actor: Actor): Promise<UsdcBalance> {
  const balance = (await getBalances(deps.db, actor.tenantId, actor.userId)).find((row) => row.asset === 'USDC');
  const scale = scaleOf('USDC');
  return {
    asset: 'USDC',
    available: formatUnits(balance?.availableUnits ?? 0n, scale),
    held: formatUnits(balance?.heldUnits ?? 0n, scale),
  };
}
