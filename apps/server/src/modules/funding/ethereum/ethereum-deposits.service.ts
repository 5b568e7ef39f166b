import { formatUnits, scaleOf } from '@invest/money';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import * as repo from './ethereum.repository';
import type { EthTransferOutcome } from './ethereum.tables';
import type { TokenTransfer } from './ethereum-chain.port';
import type { EthereumFunding } from './ethereum-funding';
import { creditMetamaskDeposit } from './metamask-deposits.service';
import * as wallets from './wallets.repository';

export interface EthereumDepositsDeps {
  db: Database;
  clock: Clock;
  ethereum: EthereumFunding;
  log: (line: string) => void;
}

/** What one scan did: the blocks it read and the transfers it recorded, by outcome. */
export interface EthereumScanReport {
  blocksScanned: number;
  recorded: Record<EthTransferOutcome, number>;
}

/** Blocks read with one eth_getLogs call: within what public JSON-RPC providers accept. */
const blocksPerRead = 1000n;
const usdcScale = scaleOf('USDC');
/** The most a payment row holds (a bigint column). */
const maxPaymentUnits = 2n ** 63n - 1n;

const isCreditable = (units: bigint) => units > 0n && units <= maxPaymentUnits;

/** Refuses to credit a token that is not USDC-like: its amounts would be read at the wrong scale. */
async function checkTokenScale(ethereum: EthereumFunding): Promise<void> {
  const decimals = await ethereum.chain.getTokenDecimals(ethereum.usdcContract);
  if (decimals !== usdcScale) {
    throw new Error(
      `ETH_USDC_CONTRACT ${ethereum.usdcContract} has ${decimals} decimals, not USDC's ${usdcScale}: nothing is credited`,
    );
  }
}

/**
 * Records one transfer, once: from a linked wallet it is credited to the wallet's owner; from any
 * other wallet it is kept for the compliance team and credited to nobody. Null when recorded before.
 */
async function recordTransfer(
  deps: EthereumDepositsDeps,
  tx: Database,
  chainId: number,
  transfer: TokenTransfer,
): Promise<EthTransferOutcome | null> {
  const now = deps.clock.now();
  const wallet = await wallets.findWalletByAddress(tx, transfer.from);
  const outcome: EthTransferOutcome = !wallet
    ? 'unattributed'
    : isCreditable(transfer.valueUnits)
      ? 'credited'
      : 'uncreditable';
  const key = { chainId, txHash: transfer.txHash, logIndex: transfer.logIndex };
  const recorded = await repo.insertTransfer(tx, {
    ...key,
    blockNumber: transfer.blockNumber,
    tokenContract: deps.ethereum.usdcContract,
    fromAddress: transfer.from,
    toAddress: transfer.to,
    amountUnits: transfer.valueUnits,
    outcome,
    tenantId: wallet?.tenantId ?? null,
    userId: wallet?.userId ?? null,
    paymentId: null,
    recordedAt: now,
  });
  if (!recorded) return null;
  if (wallet && outcome === 'credited') {
    const payment = await creditMetamaskDeposit(tx, { wallet, chainId, transfer, now });
    await repo.setTransferPayment(tx, key, payment.id);
  } else {
    deps.log(
      `ethereum deposits: ${formatUnits(transfer.valueUnits, usdcScale)} USDC from ${transfer.from} ` +
        `(transaction ${transfer.txHash}, log ${transfer.logIndex}) recorded as ${outcome}, not credited`,
    );
  }
  return outcome;
}

/**
 * One scan of the deposit address: reads the USDC transfers to it in the blocks that have the
 * required confirmations, from where the last scan stopped, and records each in the transaction that
 * moves the stored position past its block. Blocks another watcher recorded meanwhile are skipped.
 * Once `signal` aborts, the scan stops after the range it is recording.
 */
export async function scanEthereumDeposits(
  deps: EthereumDepositsDeps,
  signal?: AbortSignal,
): Promise<EthereumScanReport> {
  const { chain, usdcContract, depositAddress, confirmations, startBlock } = deps.ethereum;
  const report: EthereumScanReport = {
    blocksScanned: 0,
    recorded: { credited: 0, unattributed: 0, uncreditable: 0 },
  };
  await checkTokenScale(deps.ethereum);
  const [chainId, head] = await Promise.all([chain.getChainId(), chain.getBlockNumber()]);
  const confirmedBlock = head - BigInt(confirmations) + 1n;
  if (confirmedBlock < 0n) return report;
  const key = { chainId, tokenContract: usdcContract, depositAddress };
  let next = await repo.ensureCursor(deps.db, key, startBlock ?? confirmedBlock, deps.clock.now());
  while (next <= confirmedBlock && !signal?.aborted) {
    const fromBlock = next;
    const toBlock = fromBlock + blocksPerRead - 1n < confirmedBlock ? fromBlock + blocksPerRead - 1n : confirmedBlock;
    const transfers = await chain.findTransfers({ token: usdcContract, to: depositAddress, fromBlock, toBlock });
    next = await inTransaction(deps.db, async (tx) => {
      const stored = await repo.lockCursor(tx, key);
      if (stored === null) throw new Error('the scan cursor is gone');
      if (stored !== fromBlock) return stored;
      for (const transfer of transfers) {
        const outcome = await recordTransfer(deps, tx, chainId, transfer);
        if (outcome) report.recorded[outcome] += 1;
      }
      await repo.advanceCursor(tx, key, toBlock + 1n, deps.clock.now());
      report.blocksScanned += Number(toBlock - fromBlock + 1n);
      return toBlock + 1n;
    });
  }
  return report;
}
