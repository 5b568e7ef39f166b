import type {
  Invitation,
  InvitationInfo,
  InvitationStatus,
  Invitations,
  InviteRequest,
  PageQuery,
} from '@invest/contracts';
import { assetScales, formatUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { queueMail } from '../../../platform/mail/queue-mail';
import type { RewardsDeps } from '../rewards.deps';
import { newInvitationCode } from './invitation-codes';
import { invitationMail } from './invite-mail';
import { toInvitation } from './invites.mapper';
import {
  cancelPendingInvitation,
  findCodeOwner,
  findInvitationPage,
  findOrInsertReferralCode,
  insertInvitation,
  sumInviterRewards,
  type UserScope,
} from './invites.repository';
import { referralRewardsOf } from './referral-rules';

const codeAttempts = 5;

/** The user's invitation code, made on first use; a new code that another user holds already is drawn again. */
async function referralCodeOf(deps: RewardsDeps, db: Database, user: UserScope): Promise<string> {
  for (let attempt = 0; attempt < codeAttempts; attempt += 1) {
    const code = await findOrInsertReferralCode(db, user, newInvitationCode(), deps.clock.now());
    if (code) return code;
  }
  throw new Error('no free invitation code after several draws');
}

const signUpLink = (origin: string, code: string) => `${origin}/sign-up?ref=${code}`;

/**
 * POST /v1/invites: mails the person an invitation with the inviter's sign-up link; one waiting or
 * joined invitation per address per inviter (CONFLICT otherwise).
 */
export async function inviteFriend(deps: RewardsDeps, inviter: UserScope, body: InviteRequest): Promise<Invitation> {
  const [contact, letterhead] = await Promise.all([
    deps.userContact(deps.db, inviter.tenantId, inviter.userId),
    deps.mailLetterhead(deps.db, inviter.tenantId),
  ]);
  if (body.email === contact.email) throw invalid('email', 'Invite someone else: this is your own address');
  const row = await inTransaction(deps.db, async (tx) => {
    const code = await referralCodeOf(deps, tx, inviter);
    const invitation = await insertInvitation(tx, {
      tenantId: inviter.tenantId,
      inviterId: inviter.userId,
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      status: 'pending',
      createdAt: deps.clock.now(),
    });
    if (!invitation) {
      const message = 'You invited this address already';
      throw new AppError('CONFLICT', message, { errors: { email: [message] } });
    }
    const mail = invitationMail(invitation, contact, signUpLink(letterhead.origin, code), letterhead);
    await queueMail(tx, inviter.tenantId, { to: invitation.email, ...mail });
    return invitation;
  });
  deps.outbox.wake();
  return toInvitation(row);
}

/** POST /v1/invites/cancel: takes back the inviter's waiting invitation to the address. */
export async function cancelInvitation(deps: RewardsDeps, inviter: UserScope, email: string): Promise<Invitation> {
  const row = await cancelPendingInvitation(deps.db, inviter, email, deps.clock.now());
  if (!row) throw notFound('Waiting invitation to this address');
  return toInvitation(row);
}

/**
 * GET /v1/invites/actives[/{status}]: the inviter's invitations (waiting ones unless told), with their
 * code and link to share and what their invitees' first deposits paid them.
 */
export async function listInvitations(
  deps: RewardsDeps,
  inviter: UserScope,
  status: InvitationStatus | null,
  page: PageQuery,
): Promise<Invitations> {
  const [code, letterhead, { rows, total }, earned, configs] = await Promise.all([
    referralCodeOf(deps, deps.db, inviter),
    deps.mailLetterhead(deps.db, inviter.tenantId),
    findInvitationPage(deps.db, inviter, status, { limit: page.limit, offset: (page.page - 1) * page.limit }),
    sumInviterRewards(deps.db, inviter),
    deps.domainConfigs(deps.db, inviter.tenantId),
  ]);
  const perInvitee = referralRewardsOf(configs).inviterUnits;
  return {
    items: rows.map((row) => toInvitation(row.invitation, row.rewardedAt)),
    page: page.page,
    limit: page.limit,
    total,
    code,
    link: signUpLink(letterhead.origin, code),
    rewards_earned: formatUnits(earned.units, assetScales.USD),
    rewards_count: earned.count,
    reward_per_invitee: perInvitee > 0n ? formatUnits(perInvitee, assetScales.USD) : null,
  };
}

/** GET /v1/invite/info/{code}: who invites, for the sign-up page; an unknown code is a 404 that says no more. */
export async function invitationInfo(deps: RewardsDeps, tenantId: string, code: string): Promise<InvitationInfo> {
  const owner = await findCodeOwner(deps.db, tenantId, code);
  if (!owner) throw new AppError('NOT_FOUND', 'This invitation code is not valid');
  const [contact, letterhead] = await Promise.all([
    deps.userContact(deps.db, tenantId, owner),
    deps.mailLetterhead(deps.db, tenantId),
  ]);
  return { inviter_first_name: contact.firstName, company_name: letterhead.company };
}
