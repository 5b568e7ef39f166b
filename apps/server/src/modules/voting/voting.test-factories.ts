import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { call, defaultTestHost, type TestApp } from '../../../test/test-app';
import { createSignedInUser, signIn } from '../auth/testing';
import { createTrader } from '../trading/testing';

/** Test data for voting: a fresh share asset, its holders, proposals on it and ballots. */

export const uniqueShare = () => `VT${randomBytes(3).toString('hex').toUpperCase()}`;

const hour = 3_600_000;

type User = { token: string; host?: string };

export const votingCall = (t: TestApp, user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.api, {
    method,
    url,
    token: user.token,
    host: user.host ?? defaultTestHost,
    payload: payload as Record<string, unknown>,
  });

/**
 * Gives each holder their shares of a fresh asset, with the test clock at the wall clock before and
 * after (the ledger stamps its transactions with the database's time): a record date of the clock's
 * now comes after every share given.
 */
export async function holdersOf(t: TestApp, shares: string[], host = defaultTestHost) {
  t.clock.set(new Date());
  const asset = uniqueShare();
  const holders = [];
  for (const amount of shares) holders.push(await createTrader(t, { [asset]: amount }, host));
  t.clock.set(new Date());
  return { asset, holders };
}

/** The terms of a resolution on `asset` whose record date is now, open from now for a day. */
export function proposalTerms(t: TestApp, asset: string, overrides: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    asset,
    title: 'Approve the 2026 stock option plan',
    text: 'The board asks the holders to approve a plan of up to 500,000 options for employees.',
    kind: 'resolution',
    record_date: new Date(now).toISOString(),
    opens_at: new Date(now).toISOString(),
    closes_at: new Date(now + 24 * hour).toISOString(),
    quorum_percent: 50,
    ...overrides,
  };
}

export const createAdmin = (t: TestApp, host = defaultTestHost) => createSignedInUser(t, { roles: ['admin'], host });

/** Creates a proposal through the API and answers it as the administrator sees it. */
export async function createTestProposal(
  t: TestApp,
  admin: User,
  asset: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await votingCall(t, admin, 'POST', '/v1/admin/proposals', proposalTerms(t, asset, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { id: string; state: string; options: { key: string }[] };
}

export const vote = (t: TestApp, voter: User, id: string, option: string) =>
  votingCall(t, voter, 'POST', '/v1/vote', { id, votes: [option] });

/** Votes and checks the vote was taken; the proposal's detail as the voter sees it. */
export async function castTestVote(t: TestApp, voter: User, id: string, option: string) {
  const response = await vote(t, voter, id, option);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** The user with a new session, for after the test clock moved past their token's life. */
export async function signInAgain<T extends { email: string; password: string; host: string }>(t: TestApp, user: T) {
  return { ...user, token: await signIn(t, { email: user.email, password: user.password }, { host: user.host }) };
}
