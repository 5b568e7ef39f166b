import type { TradingAccount } from '@invest/contracts';
import type { TradingAccountRow } from './trading-accounts.repository';

export function toTradingAccount(account: TradingAccountRow, investorId: string): TradingAccount {
  return {
    AccountId: account.accountNumber,
    InvestorId: investorId,
    Status: account.status,
    CreatedAt: account.createdAt.toISOString(),
  };
}
