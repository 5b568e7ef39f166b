import type { WithdrawalChain } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import { createFireblocksClient, type FireblocksSettings } from '../usdc/fireblocks-http';
import type { PayoutProvider } from './payout.port';

/**
 * USDC withdrawals to a wallet through Fireblocks (developers.fireblocks.com, "Create a new
 * transaction"): POST /v1/transactions moves the amount from the treasury vault to the user's address
 * as a one-time address, with our payment id as `externalTxId`, which Fireblocks never accepts twice;
 * a retry after a lost answer finds the transaction with GET /v1/transactions/external_tx_id/{id}.
 * It settles through Fireblocks' signed webhook (POST fireblocks/webhook). Used when FIREBLOCKS_* is set.
 */

const usdcScale = 6;

export function createFireblocksPayoutProvider(
  settings: Pick<FireblocksSettings, 'apiKey' | 'privateKey' | 'baseUrl' | 'treasuryVaultId' | 'usdcAssetIds'>,
): PayoutProvider {
  const request = createFireblocksClient(settings);
  return {
    name: 'fireblocks',
    isSandbox: false,
    async submitPayout(input) {
      if (input.destination.kind !== 'wallet') throw new Error('Fireblocks sends to wallets only');
      const body = {
        operation: 'TRANSFER',
        externalTxId: input.paymentId,
        assetId: settings.usdcAssetIds[input.destination.chain as WithdrawalChain],
        amount: formatUnits(input.amountUnits, usdcScale),
        source: { type: 'VAULT_ACCOUNT', id: settings.treasuryVaultId },
        destination: { type: 'ONE_TIME_ADDRESS', oneTimeAddress: { address: input.destination.wallet } },
        note: 'Withdrawal',
      };
      const created = await request<{ id: string }>('POST', '/v1/transactions', body).catch(async (error: unknown) => {
        const earlier = await request<{ id?: string }>(
          'GET',
          `/v1/transactions/external_tx_id/${encodeURIComponent(input.paymentId)}`,
        ).catch(() => null);
        if (earlier?.id) return { id: earlier.id };
        throw error;
      });
      return { reference: created.id };
    },
  };
}
