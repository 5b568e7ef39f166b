import { z } from 'zod';

/**
 * SPEC 7 "Dashboard" (mywallet, removemywallet) and "Other" (eth/rate, eth/transaction): the user's own
 * Ethereum wallets, whose USDC transfers to the platform's deposit address are credited to them.
 */

/** The browser wallets a user links an address from. */
export const walletProviders = ['metamask'] as const;
export type WalletProvider = (typeof walletProviders)[number];

/**
 * An Ethereum address: 0x and 40 hex digits. The server also checks the EIP-55 checksum of one
 * written in mixed case, and keeps every address in its checksummed form.
 */
export const ethAddressSchema = z
  .string({ error: 'Enter the wallet address' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Not an Ethereum address: 0x followed by 40 hexadecimal digits');

/** POST mywallet: links a wallet the user controls. */
export const linkWalletRequestSchema = z.strictObject({
  wallet: ethAddressSchema,
  provider: z
    .string({ error: 'Choose the wallet provider' })
    .transform((provider) => provider.toLowerCase())
    .pipe(z.enum(walletProviders, { error: 'Unknown wallet provider' })),
});
export type LinkWalletRequest = z.infer<typeof linkWalletRequestSchema>;

/** POST removemywallet: unlinks one of the user's wallets. */
export const removeWalletRequestSchema = z.strictObject({ wallet: ethAddressSchema });
export type RemoveWalletRequest = z.infer<typeof removeWalletRequestSchema>;

export const linkedWalletSchema = z.object({
  /** The address, checksummed (EIP-55). */
  wallet: z.string(),
  provider: z.enum(walletProviders),
  created_at: z.string(),
});
export type LinkedWallet = z.infer<typeof linkedWalletSchema>;

/** Where linked wallets send USDC to fund the account; credited after `required_confirmations` blocks. */
export const ethDepositInstructionsSchema = z.object({
  asset: z.literal('USDC'),
  token_contract: z.string(),
  deposit_address: z.string(),
  required_confirmations: z.number().int(),
});
export type EthDepositInstructions = z.infer<typeof ethDepositInstructionsSchema>;

/** GET mywallet (and the answer of POST mywallet and removemywallet); `deposit` is null when Ethereum is off. */
export const myWalletsPayloadSchema = z.object({
  wallets: z.array(linkedWalletSchema),
  deposit: ethDepositInstructionsSchema.nullable(),
});
export type MyWalletsPayload = z.infer<typeof myWalletsPayloadSchema>;

/** GET eth/rate: what one ETH is worth in US dollars, as a decimal string. */
export const ethRateSchema = z.object({
  base: z.literal('ETH'),
  quote: z.literal('USD'),
  rate: z.string(),
  /** `chainlink` (the configured price feed, read on chain) or `sandbox` (a fixed demo rate). */
  source: z.enum(['chainlink', 'sandbox']),
  is_sandbox: z.boolean(),
  updated_at: z.string().nullable(),
});
export type EthRate = z.infer<typeof ethRateSchema>;

/** GET eth/transaction/{id}: `id` is the transaction hash. */
export const ethTransactionParamSchema = z.object({
  id: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Not a transaction hash: 0x followed by 64 hexadecimal digits')
    .transform((hash) => hash.toLowerCase() as `0x${string}`),
});

/** `pending` until mined; then `success` or `reverted`, as its receipt says. */
export const ethTransactionStatuses = ['pending', 'success', 'reverted'] as const;

export const ethTransactionSchema = z.object({
  hash: z.string(),
  status: z.enum(ethTransactionStatuses),
  block_number: z.string().nullable(),
  /** Blocks on top of (and including) the transaction's block; 0 while pending. */
  confirmations: z.number().int(),
  /** What a USDC deposit needs before it is credited. */
  required_confirmations: z.number().int(),
  from: z.string(),
  to: z.string().nullable(),
  /** Ether sent with it, decimal string. */
  value: z.string(),
});
export type EthTransaction = z.infer<typeof ethTransactionSchema>;
