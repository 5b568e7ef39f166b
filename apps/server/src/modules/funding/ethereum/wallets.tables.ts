import type { WalletProvider } from '@invest/contracts';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/**
 * The Ethereum wallets users linked (POST mywallet). A USDC transfer from one of them to the
 * platform's deposit address is credited to its owner, so an address belongs to one user on the
 * whole platform: the deposit address is shared by every domain.
 */
export const linkedWallets = pgTable(
  'linked_wallets',
  {
    /** Checksummed (EIP-55). */
    address: text().primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    provider: text().$type<WalletProvider>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('linked_wallets_user_idx').on(table.tenantId, table.userId, table.createdAt)],
);
