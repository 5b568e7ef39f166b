import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import {
  castTestVote,
  createAdmin,
  createTestProposal,
  holdersOf,
  signInAgain,
  votingCall,
} from './voting.test-factories';

const t = useTestApp();

const hour = 3_600_000;

const runSchedule = () => t.context.voting.schedule.runOnce();

describe('closing a proposal', () => {
  it('closes at its closing time with the outcome, once however often the schedule runs, and mails the result', async () => {
    const { asset, holders } = await holdersOf(t, ['60', '30', '10']);
    const [ada, bob, cy] = holders as [(typeof holders)[0], (typeof holders)[0], (typeof holders)[0]];
    const proposal = await createTestProposal(t, await createAdmin(t), asset, {
      closes_at: new Date(t.clock.now().getTime() + hour).toISOString(),
    });
    await castTestVote(t, ada, proposal.id, 'against');
    await castTestVote(t, bob, proposal.id, 'for');
    await castTestVote(t, cy, proposal.id, 'for');
    expect(await runSchedule()).toBe(0);

    t.clock.advance(hour);
    const runs = await Promise.all([runSchedule(), runSchedule(), runSchedule()]);
    expect(runs.reduce((sum, closed) => sum + closed, 0)).toBe(1);

    const reader = await signInAgain(t, ada);
    const detail = (await votingCall(t, reader, 'GET', `/v1/vote/${proposal.id}`)).json().payload;
    expect(detail.proposal).toMatchObject({
      state: 'closed',
      result: { outcome: 'decided', winning_option: 'against', closed_at: t.clock.now().toISOString() },
    });
    expect(detail).toMatchObject({ can_vote: false, ballot: { option: 'against' } });

    await t.drainOutbox();
    for (const holder of holders) {
      const results = t.mail.to(holder.email).filter((mail) => mail.subject.includes('the result of the vote on'));
      expect(results).toHaveLength(1);
      expect(results[0]?.raw).toContain('The outcome: Against.');
    }
  });

  it('decides nothing without the quorum, and calls a tie a tie', async () => {
    const quiet = await holdersOf(t, ['10', '90']);
    const admin = await createAdmin(t);
    const closesAt = new Date(t.clock.now().getTime() + hour).toISOString();
    const unheard = await createTestProposal(t, admin, quiet.asset, { closes_at: closesAt, quorum_percent: 20 });
    await castTestVote(t, quiet.holders[0] as (typeof quiet.holders)[0], unheard.id, 'for');

    const even = await holdersOf(t, ['5', '5']);
    const tied = await createTestProposal(t, admin, even.asset, {
      kind: 'choice',
      options: ['Blue', 'Green'],
      closes_at: new Date(t.clock.now().getTime() + hour).toISOString(),
      quorum_percent: 0,
    });
    const [left, right] = even.holders as [(typeof even.holders)[0], (typeof even.holders)[0]];
    await castTestVote(t, left, tied.id, 'option-1');
    await castTestVote(t, right, tied.id, 'option-2');

    t.clock.advance(2 * hour);
    expect(await runSchedule()).toBe(2);
    const freshAdmin = await signInAgain(t, { ...admin, host: 'main.test' });
    const read = async (id: string) =>
      (await votingCall(t, freshAdmin, 'GET', `/v1/admin/proposals/${id}`)).json().payload.result;
    expect(await read(unheard.id)).toMatchObject({ outcome: 'no_quorum', winning_option: null });
    expect(await read(tied.id)).toMatchObject({ outcome: 'tied', winning_option: null });
  });
});
