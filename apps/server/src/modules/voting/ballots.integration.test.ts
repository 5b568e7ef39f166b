import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { credit } from '../trading/testing';
import {
  castTestVote,
  createAdmin,
  createTestProposal,
  holdersOf,
  signInAgain,
  vote,
  votingCall,
} from './voting.test-factories';

const t = useTestApp({ tenants: { 'other.test': 'Other Brokerage' } });

const day = 24 * 3_600_000;

describe('ballots on a proposal', () => {
  it('weighs each holder by what they held at the record date: shares bought after it carry no weight', async () => {
    const { asset, holders } = await holdersOf(t, ['100', '25']);
    const [ada, bob] = holders as [(typeof holders)[0], (typeof holders)[0]];
    const admin = await createAdmin(t);
    const proposal = await createTestProposal(t, admin, asset);
    const late = (await holdersOf(t, [])).holders;
    expect(late).toEqual([]);
    await credit(t, bob, asset, '500');
    const newcomer = (await holdersOf(t, ['0.5'])).holders[0];
    await credit(t, newcomer as typeof ada, asset, '300');

    const detail = (await votingCall(t, bob, 'GET', `/v1/vote/${proposal.id}`)).json().payload;
    expect(detail).toMatchObject({ weight: '25', can_vote: true, ballot: null });
    expect(detail.totals).toMatchObject({ outstanding_weight: '125', holders: 2, ballots: 0 });

    const refused = await vote(t, newcomer as typeof ada, proposal.id, 'for');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(`You held no ${asset} at the record date`);
    const seen = (await votingCall(t, newcomer as typeof ada, 'GET', `/v1/vote/${proposal.id}`)).json().payload;
    expect(seen).toMatchObject({ weight: '0', can_vote: false, ballot: null });

    await castTestVote(t, ada, proposal.id, 'for');
    const after = await castTestVote(t, bob, proposal.id, 'against');
    expect(after.totals.options).toEqual([
      { key: 'for', label: 'For', weight: '100', ballots: 1 },
      { key: 'against', label: 'Against', weight: '25', ballots: 1 },
      { key: 'abstain', label: 'Abstain', weight: '0', ballots: 0 },
    ]);
    expect(after.totals.voted_weight).toBe('125');
  });

  it('keeps one ballot per holder that the holder changes until the close, with a new receipt each time', async () => {
    const { asset, holders } = await holdersOf(t, ['10']);
    const [ada] = holders as [(typeof holders)[0]];
    const proposal = await createTestProposal(t, await createAdmin(t), asset);

    const first = await castTestVote(t, ada, proposal.id, 'for');
    expect(first.ballot).toMatchObject({ option: 'for', weight: '10', receipt: { revision: 1 } });
    expect(first.ballot.receipt.hash).toMatch(/^[0-9a-f]{64}$/);
    const again = await castTestVote(t, ada, proposal.id, 'for');
    expect(again.ballot).toEqual(first.ballot);

    t.clock.advance(60_000);
    const changed = await castTestVote(t, ada, proposal.id, 'against');
    expect(changed.ballot.receipt).toMatchObject({ ballot_id: first.ballot.receipt.ballot_id, revision: 2 });
    expect(changed.ballot.receipt.hash).not.toBe(first.ballot.receipt.hash);
    expect(changed.totals).toMatchObject({ voted_weight: '10', ballots: 1 });
    expect(changed.totals.options[0]).toMatchObject({ key: 'for', weight: '0' });

    t.clock.advance(day);
    const later = await signInAgain(t, ada);
    const late = await vote(t, later, proposal.id, 'for');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Voting on this proposal has closed');
    const kept = (await votingCall(t, later, 'GET', `/v1/vote/${proposal.id}`)).json().payload;
    expect(kept).toMatchObject({ can_vote: false, ballot: { option: 'against' } });
  });

  it('leaves one ballot when a holder votes twice at once, and the totals are always the sum of the ballots', async () => {
    const { asset, holders } = await holdersOf(t, ['3', '5', '7']);
    const proposal = await createTestProposal(t, await createAdmin(t), asset);
    const [ada, bob, cy] = holders as [(typeof holders)[0], (typeof holders)[0], (typeof holders)[0]];
    const responses = await Promise.all([
      vote(t, ada, proposal.id, 'for'),
      vote(t, ada, proposal.id, 'against'),
      vote(t, ada, proposal.id, 'abstain'),
      vote(t, bob, proposal.id, 'for'),
      vote(t, bob, proposal.id, 'against'),
      vote(t, cy, proposal.id, 'abstain'),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);

    const views = await Promise.all(
      holders.map(async (holder) => (await votingCall(t, holder, 'GET', `/v1/vote/${proposal.id}`)).json().payload),
    );
    const { totals } = views[0];
    expect(totals).toMatchObject({ ballots: 3, voted_weight: '15' });
    const sums = new Map<string, number>();
    for (const view of views) sums.set(view.ballot.option, (sums.get(view.ballot.option) ?? 0) + Number(view.weight));
    for (const option of totals.options) expect(Number(option.weight)).toBe(sums.get(option.key) ?? 0);
  });

  it('shows the quorum reached once the votes pass its share of the outstanding weight', async () => {
    const { asset, holders } = await holdersOf(t, ['40', '60']);
    const [small, large] = holders as [(typeof holders)[0], (typeof holders)[0]];
    const proposal = await createTestProposal(t, await createAdmin(t), asset, { quorum_percent: 50.5 });

    const partial = await castTestVote(t, small, proposal.id, 'abstain');
    expect(partial.totals).toMatchObject({ quorum_weight: '50.5', voted_weight: '40', is_quorum_reached: false });
    const reached = await castTestVote(t, large, proposal.id, 'against');
    expect(reached.totals).toMatchObject({ voted_weight: '100', is_quorum_reached: true });
  });

  it("lists the investor's proposals with their weight and choice, and nobody else's", async () => {
    const { asset, holders } = await holdersOf(t, ['8']);
    const [ada] = holders as [(typeof holders)[0]];
    const proposal = await createTestProposal(t, await createAdmin(t), asset);
    await castTestVote(t, ada, proposal.id, 'abstain');
    const outsider = (await holdersOf(t, ['1'])).holders[0] as typeof ada;

    const mine = (await votingCall(t, ada, 'GET', '/v1/vote')).json().payload;
    expect(mine.items).toEqual([
      expect.objectContaining({ id: proposal.id, state: 'open', weight: '8', voted_option: 'abstain' }),
    ]);
    expect(mine.total).toBe(1);
    const theirs = (await votingCall(t, outsider, 'GET', '/v1/vote')).json().payload;
    expect(theirs).toMatchObject({ items: [], total: 0 });
  });
});

describe('refused ballots', () => {
  it("refuses bad bodies, unknown options, unknown and other domains' proposals, and votes outside the window", async () => {
    const { asset, holders } = await holdersOf(t, ['10']);
    const [ada] = holders as [(typeof holders)[0]];
    const admin = await createAdmin(t);
    const proposal = await createTestProposal(t, admin, asset);
    const post = (payload: object) => votingCall(t, ada, 'POST', '/v1/vote', payload);

    const bodies: [object, number][] = [
      [{ id: proposal.id, votes: ['maybe'] }, 400],
      [{ id: proposal.id, votes: [] }, 400],
      [{ id: proposal.id, votes: ['for', 'against'] }, 400],
      [{ id: proposal.id, votes: 'for' }, 400],
      [{ id: proposal.id, votes: ['for'], weight: '1000' }, 400],
      [{ id: 'not-a-uuid', votes: ['for'] }, 400],
      [{ id: '00000000-0000-4000-8000-000000000000', votes: ['for'] }, 404],
    ];
    for (const [body, status] of bodies) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().success).toBe(false);
    }
    expect((await post({ id: proposal.id, votes: ['maybe'] })).json().message).toBe(
      'Unknown option maybe: choose one of for, against, abstain',
    );
    expect((await votingCall(t, ada, 'GET', '/v1/vote/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const foreign = await holdersOf(t, ['10'], 'other.test');
    const foreignAdmin = await createAdmin(t, 'other.test');
    const elsewhere = await createTestProposal(t, { ...foreignAdmin, host: 'other.test' }, foreign.asset);
    expect((await vote(t, ada, elsewhere.id, 'for')).statusCode).toBe(404);
    expect((await votingCall(t, ada, 'GET', `/v1/vote/${elsewhere.id}`)).statusCode).toBe(404);

    const later = await createTestProposal(t, admin, asset, {
      opens_at: new Date(t.clock.now().getTime() + day).toISOString(),
      closes_at: new Date(t.clock.now().getTime() + 2 * day).toISOString(),
    });
    const early = await vote(t, ada, later.id, 'for');
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toContain('Voting opens at');
    expect((await votingCall(t, admin, 'POST', `/v1/admin/proposals/${later.id}/cancel`)).statusCode).toBe(200);
    const cancelled = await vote(t, ada, later.id, 'for');
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().message).toBe('This proposal was cancelled');

    const details = (await votingCall(t, ada, 'GET', `/v1/vote/${proposal.id}`)).json().payload;
    expect(details.ballot).toBeNull();
    expect(details.totals.ballots).toBe(0);
  });

  it('refuses a vote without a session', async () => {
    const response = await votingCall(t, { token: '' }, 'POST', '/v1/vote', {
      id: '00000000-0000-4000-8000-000000000000',
      votes: ['for'],
    });
    expect(response.statusCode).toBe(401);
  });
});
