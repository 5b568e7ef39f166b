import type { AdminLedgerAccount } from '@invest/contracts';

/** An account as the ledger report names it: its owner (a user's email, or the domain), purpose and asset. */
export function ledgerAccountName(account: AdminLedgerAccount, domainOwner: string): string {
  const owner = account.owner_kind === 'user' ? (account.owner_email ?? account.owner_id ?? '') : domainOwner;
  return `${owner} · ${account.purpose} · ${account.asset}`;
}
