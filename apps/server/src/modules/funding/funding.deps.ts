import type { BankReceivingAccount, Currency, KycStatus } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { LookupsService } from '../lookups';
import type { BmnDesk } from './bmn/bmn-desk.port';
import type { CardProvider } from './card/card.port';
import type { EthereumFunding } from './ethereum/ethereum-funding';
import type { LightningProvider } from './lightning/lightning-invoices.port';
import type { ChangellyFiatProvider } from './swaps/providers/changelly-fiat.port';
import type { ChangellyProvider, ChangeNowProvider } from './swaps/providers/swap.port';
import type { TransakProvider } from './swaps/providers/transak.port';
import type { BlockchainAddressProvider } from './usdc/circle-addresses.port';
import type { CustodyProvider } from './usdc/custody.port';
import type { PayoutRouter } from './withdrawals/payout.port';

/** Checks a user's authenticator code when they have two-factor authentication on (auth module). */
export type VerifyTwoFactor = (
  tenantId: string,
  userId: string,
  code: string | undefined,
) => Promise<'not-enabled' | 'valid' | 'invalid'>;

/** What the funding services need from the process, built once in context.ts. */
export interface FundingDeps {
  db: Database;
  clock: Clock;
  lookups: LookupsService;
  /** The domain's receiving bank account for bank transfers (tenants module); null while it has none. */
  bankAccount: (tenantId: string) => Promise<BankReceivingAccount | null>;
  /** Whether the sandbox bank receives each bank transfer announced (BANK_TRANSFERS, never in production). */
  bankSandbox: boolean;
  /** The key signed payment webhooks carry (HMAC-SHA256), shared with the providers that post them. */
  webhookSecret: Uint8Array;
  card: CardProvider;
  /** Circle's blockchain addresses: the users' USDC deposit addresses in the platform's Circle wallet. */
  circleAddresses: BlockchainAddressProvider;
  /** The payout providers: bank payouts (Circle) and transfers to wallets (Fireblocks); sandboxes by default. */
  payouts: PayoutRouter;
  /** The custody provider of USDC deposit addresses, the gas station and sweeps (Fireblocks). */
  custody: CustodyProvider;
  /** The swap providers: ChangeNOW (fiat purchases and crypto swaps), Changelly (crypto swaps), Transak (fiat purchases). */
  changenow: ChangeNowProvider;
  changelly: ChangellyProvider;
  transak: TransakProvider;
  /** Changelly's Fiat API: card purchases of USDC (CHANGELLY_BUY); its sandbox unless CHANGELLY_FIAT_* is set. */
  changellyFiat: ChangellyFiatProvider;
  /** The Lightning provider (Ibex Hub): invoices that bring bitcoin; its sandbox unless IBEX_* is set. */
  lightning: LightningProvider;
  /** Who confirms BMN deposits (the BMN desk); the sandbox desk by default. */
  bmn: BmnDesk;
  /** Ethereum (MetaMask deposits, the ETH rate, transaction lookups); null when ETH_RPC_URL is unset. */
  ethereum: EthereumFunding | null;
  /** The email addresses of a domain's administrators, for alerts (compliance notices). */
  adminEmails: (tenantId: string) => Promise<string[]>;
  verifyTwoFactor: VerifyTwoFactor;
  /** The domain's markets as the trading host's GET /api/currencies shows them (trading module). */
  markets: (tenantId: string) => Promise<Currency[]>;
  /** The state of the user's identity check (onboarding module). */
  kycStatus: (actor: Actor) => Promise<KycStatus['status']>;
  /** Whether the user gave their tax information, which withdrawals need (the checklist's rule). */
  hasTaxForm: (actor: Actor) => Promise<boolean>;
  /** The email of a user, for the card provider's fraud checks. */
  userEmail: (tenantId: string, userId: string) => Promise<string>;
  /** Who mail about a payment comes from (the domain's name and origin), read through `db`. */
  mailLetterhead: (db: Database, tenantId: string) => Promise<MailLetterhead>;
}

export interface MailLetterhead {
  company: string;
  origin: string;
}

/** Who is acting: the signed-in user of the request's tenant. */
export interface Actor {
  tenantId: string;
  userId: string;
}
