import type { WithdrawalChain } from '@invest/contracts';

/**
 * The custody provider (Fireblocks) behind a port: it keeps users' USDC deposit addresses in vault
 * accounts, tells us of incoming transfers by signed webhook, tops addresses up with gas (the gas
 * station) and sweeps them into the treasury vault.
 */

export type CustodyTransferStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface DepositAddress {
  vaultAccountId: string;
  providerAssetId: string;
  address: string;
}

/** What a verified webhook says of one transfer. */
export interface CustodyTransferEvent {
  /** Unique per delivery of a status: a second delivery of it changes nothing. */
  eventId: string;
  /** The provider's transaction id. */
  reference: string;
  status: CustodyTransferStatus;
  failureReason: string | null;
  providerAssetId: string;
  destinationAddress: string;
  /** Decimal string of USDC. */
  amount: string;
  txHash: string | null;
}

export interface GasStationConfig {
  gasThreshold: string;
  gasCap: string;
  maxGasPrice: string;
}

/** A deposit address to sweep; `unsweptUnits` is what our records say it holds (the sandbox's balance). */
export interface SweepSource {
  chain: WithdrawalChain;
  vaultAccountId: string;
  providerAssetId: string;
  address: string;
  unsweptUnits: bigint;
}

export interface SweepSubmission {
  chain: WithdrawalChain;
  address: string;
  amountUnits: bigint;
  reference: string;
  status: CustodyTransferStatus;
}

/** What the custodian made of a conversion between USDC and US dollars: minted or redeemed, or refused. */
export type ConversionOutcome = { status: 'COMPLETED' } | { status: 'FAILED'; failureReason: string };

/** The sandbox's way to act out an incoming transfer: the webhooks the provider would send, signed when sent. */
export interface CustodySandbox {
  simulateIncoming(input: { address: string; providerAssetId: string; amount: string; txHash: string | null }): {
    reference: string;
    webhooks: string[];
  };
  sign(body: string): Record<string, string>;
  /** What the custodian makes of a conversion between USDC and US dollars of `amount` (a decimal string). */
  settleConversion(amount: string): ConversionOutcome;
}

export interface CustodyProvider {
  readonly name: string;
  readonly isSandbox: boolean;
  /** The provider's id of USDC on `chain`. */
  assetIdOf(chain: WithdrawalChain): string;
  /** A new deposit address of USDC on `chain`, in the user's vault account (made when `vaultAccountId` is null). */
  createDepositAddress(input: {
    tenantId: string;
    userId: string;
    chain: WithdrawalChain;
    vaultAccountId: string | null;
  }): Promise<DepositAddress>;
  /** Verifies a webhook's signature (401 when forged) and reads it; null when it is not about a transfer. */
  readWebhook(body: string, headers: Record<string, string | string[] | undefined>): CustodyTransferEvent | null;
  getGasStationBalance(): Promise<string>;
  setGasStation(config: GasStationConfig): Promise<void>;
  /** Moves each address's USDC to the treasury vault; addresses holding none are left out. */
  sweep(sources: SweepSource[]): Promise<SweepSubmission[]>;
  getTransferStatus(reference: string): Promise<CustodyTransferStatus>;
  readonly sandbox?: CustodySandbox;
}
