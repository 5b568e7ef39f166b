import { randomUUID } from 'node:crypto';
import type { Database } from '../../../platform/db/database';
import { announcePayment } from '../payments/payment-events';
import * as payments from '../payments/payments.repository';
import { settlePayment } from '../payments/settlement.service';
import type { TokenTransfer } from './ethereum-chain.port';
import type { LinkedWalletRow } from './wallets.repository';

/** The provider named on MetaMask deposits: the chain itself, read through the configured JSON-RPC. */
const ethereumProvider = 'ethereum';

/**
 * A confirmed USDC transfer from a linked wallet becomes its owner's METAMASK deposit, credited in
 * full (the transfer has happened: no fee is taken from it) through the settlement path, in the
 * caller's transaction. The payment's reference is the chain, transaction and log.
 */
export async function creditMetamaskDeposit(
  tx: Database,
  input: { wallet: LinkedWalletRow; chainId: number; transfer: TokenTransfer; now: Date },
): Promise<payments.PaymentRow> {
  const { wallet, chainId, transfer, now } = input;
  const reference = `${chainId}:${transfer.txHash}:${transfer.logIndex}`;
  const pending = await payments.insertPayment(tx, {
    id: randomUUID(),
    tenantId: wallet.tenantId,
    userId: wallet.userId,
    direction: 'deposit',
    method: 'METAMASK',
    provider: ethereumProvider,
    providerReference: reference,
    asset: 'USDC',
    amountUnits: transfer.valueUnits,
    status: 'PENDING',
    idempotencyKey: `${ethereumProvider}:${reference}`,
    isSandbox: false,
    details: {
      chain_id: String(chainId),
      tx_hash: transfer.txHash,
      log_index: String(transfer.logIndex),
      block_number: transfer.blockNumber.toString(),
      wallet: transfer.from,
    },
    createdAt: now,
    updatedAt: now,
  });
  await announcePayment(tx, pending);
  const settled = await settlePayment(tx, pending, { status: 'COMPLETED' }, now);
  if (!settled) throw new Error('a new MetaMask deposit was not settled');
  return settled;
}
