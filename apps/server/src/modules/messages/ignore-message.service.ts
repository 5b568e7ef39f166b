import { type IgnoredMessages, maxIgnoredMessages } from '@invest/contracts';
import { AppError } from '../../platform/errors';
import type { MessagesDeps } from './messages.deps';
import { findIgnoredMessageIds, insertIgnoredMessage, type UserScope } from './messages.repository';

/** GET /v1/ignore-message: the messages the user chose not to see again, on any device. */
export async function findIgnoredMessages(deps: Pick<MessagesDeps, 'db'>, user: UserScope): Promise<IgnoredMessages> {
  return { items: await findIgnoredMessageIds(deps.db, user) };
}

/** POST /v1/ignore-message {id}: adds the message to the user's list once, however often it is sent. */
export async function ignoreMessage(deps: MessagesDeps, user: UserScope, id: string): Promise<IgnoredMessages> {
  const items = await findIgnoredMessageIds(deps.db, user);
  if (items.includes(id)) return { items };
  if (items.length >= maxIgnoredMessages) {
    throw new AppError('BUSINESS_RULE', `You can hide at most ${maxIgnoredMessages} messages`);
  }
  await insertIgnoredMessage(deps.db, user, id, deps.clock.now());
  return findIgnoredMessages(deps, user);
}
