import type { Invitation } from '@invest/contracts';
import type { InvitationRow } from './invites.tables';

export function toInvitation(row: InvitationRow, rewardedAt: Date | null = null): Invitation {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    joined_at: row.joinedAt?.toISOString() ?? null,
    rewarded_at: rewardedAt?.toISOString() ?? null,
  };
}
