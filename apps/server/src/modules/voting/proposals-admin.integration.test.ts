import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createAdmin, createTestProposal, holdersOf, proposalTerms, votingCall } from './voting.test-factories';

const t = useTestApp({ tenants: { 'other.test': 'Other Brokerage' } });

const hour = 3_600_000;
const at = (offset: number) => new Date(t.clock.now().getTime() + offset).toISOString();

describe('proposals for administrators', () => {
  it('creates a proposal on the holders at the record date and tells each of them by mail', async () => {
    const { asset, holders } = await holdersOf(t, ['30', '70']);
    const admin = await createAdmin(t);
    const response = await votingCall(t, admin, 'POST', '/v1/admin/proposals', proposalTerms(t, asset));
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().payload;
    expect(created).toMatchObject({
      asset,
      kind: 'resolution',
      state: 'open',
      quorum_percent: 50,
      result: null,
      options: [
        { key: 'for', label: 'For' },
        { key: 'against', label: 'Against' },
        { key: 'abstain', label: 'Abstain' },
      ],
      totals: { outstanding_weight: '100', holders: 2, ballots: 0, quorum_weight: '50', is_quorum_reached: false },
    });

    await t.drainOutbox();
    for (const holder of holders) {
      const [mail] = t.mail.to(holder.email);
      expect(mail?.subject).toContain(`a vote for holders of ${asset}`);
      expect(mail?.raw).toContain(`/votes/${created.id}`);
    }

    const page = (await votingCall(t, admin, 'GET', '/v1/admin/proposals?state=open')).json().payload;
    expect(page.items.map((item: { id: string }) => item.id)).toContain(created.id);
    const one = await votingCall(t, admin, 'GET', `/v1/admin/proposals/${created.id}`);
    expect(one.json().payload).toMatchObject({ id: created.id, created_by: admin.id });
  });

  it('creates a choice among its own options, keyed option-1, option-2 ...', async () => {
    const { asset } = await holdersOf(t, ['1']);
    const proposal = await createTestProposal(t, await createAdmin(t), asset, {
      kind: 'choice',
      title: 'Choose the auditor',
      options: ['Smith & Co', 'Jones LLP', 'Brown Partners'],
    });
    expect(proposal.options).toEqual([
      { key: 'option-1', label: 'Smith & Co' },
      { key: 'option-2', label: 'Jones LLP' },
      { key: 'option-3', label: 'Brown Partners' },
    ]);
  });

  it('refuses bad terms with the field at fault, and an asset nobody held', async () => {
    const { asset } = await holdersOf(t, ['5']);
    const admin = await createAdmin(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ record_date: at(hour) }, 400, 'record_date'],
      [{ opens_at: at(-hour), record_date: at(0) }, 400, 'opens_at'],
      [{ closes_at: at(0) }, 400, 'closes_at'],
      [{ quorum_percent: 101 }, 400, 'quorum_percent'],
      [{ quorum_percent: 33.333 }, 400, 'quorum_percent'],
      [{ kind: 'choice', options: ['Only one'] }, 400, 'options'],
      [{ options: ['Yes', 'No'] }, 400, 'options'],
      [{ kind: 'choice', options: ['Same', 'same'] }, 400, 'options'],
      [{ title: '' }, 400, 'title'],
      [{ asset: 'not an asset' }, 400, 'asset'],
      [{ weights: {} }, 400, ''],
    ];
    for (const [overrides, status, field] of cases) {
      const response = await votingCall(t, admin, 'POST', '/v1/admin/proposals', proposalTerms(t, asset, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      if (field) expect(Object.keys(response.json().errors ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    const nobody = await votingCall(t, admin, 'POST', '/v1/admin/proposals', proposalTerms(t, 'NOBODY1'));
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().message).toBe('Nobody held NOBODY1 at the record date: there is nobody to vote');
    expect((await votingCall(t, admin, 'GET', '/v1/admin/proposals')).json().payload.items).not.toContainEqual(
      expect.objectContaining({ asset: 'NOBODY1' }),
    );
  });

  it('cancels a proposal before it opens, once, and tells its holders; not after it opened', async () => {
    const { asset, holders } = await holdersOf(t, ['12']);
    const admin = await createAdmin(t);
    const later = await createTestProposal(t, admin, asset, { opens_at: at(hour), closes_at: at(2 * hour) });
    expect(later.state).toBe('scheduled');
    const cancel = (id: string) => votingCall(t, admin, 'POST', `/v1/admin/proposals/${id}/cancel`);
    const [first, second] = await Promise.all([cancel(later.id), cancel(later.id)]);
    for (const response of [first, second]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().payload).toMatchObject({ state: 'cancelled' });
    }
    await t.drainOutbox();
    const [holder] = holders;
    expect(t.mail.to(holder?.email ?? '').map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('withdrawn'),
    );
    const trail = await votingCall(t, admin, 'GET', `/v1/admin/audit?object_kind=proposal&object_id=${later.id}`);
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({
        action: 'proposal.cancel',
        before: { state: 'scheduled' },
        after: { state: 'cancelled' },
      }),
      expect.objectContaining({ action: 'proposal.create', after: expect.objectContaining({ holder_count: 1 }) }),
    ]);

    const open = await createTestProposal(t, admin, asset);
    const refused = await cancel(open.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A proposal can be cancelled only before voting opens');
  });

  it("keeps administrators to their own domain's proposals and investors out of the administrators' calls", async () => {
    const { asset, holders } = await holdersOf(t, ['4']);
    const proposal = await createTestProposal(t, await createAdmin(t), asset);
    const foreignAdmin = { ...(await createAdmin(t, 'other.test')), host: 'other.test' };
    expect((await votingCall(t, foreignAdmin, 'GET', `/v1/admin/proposals/${proposal.id}`)).statusCode).toBe(404);
    expect((await votingCall(t, foreignAdmin, 'POST', `/v1/admin/proposals/${proposal.id}/cancel`)).statusCode).toBe(
      404,
    );
    const foreignList = (await votingCall(t, foreignAdmin, 'GET', '/v1/admin/proposals')).json().payload;
    expect(foreignList.items).not.toContainEqual(expect.objectContaining({ id: proposal.id }));
    const foreignCreate = await votingCall(t, foreignAdmin, 'POST', '/v1/admin/proposals', proposalTerms(t, asset));
    expect(foreignCreate.statusCode).toBe(422);

    const investor = holders[0] as (typeof holders)[number];
    expect((await votingCall(t, investor, 'GET', '/v1/admin/proposals')).statusCode).toBe(403);
    expect((await votingCall(t, investor, 'POST', '/v1/admin/proposals', proposalTerms(t, asset))).statusCode).toBe(
      403,
    );
    expect((await votingCall(t, investor, 'POST', `/v1/admin/proposals/${proposal.id}/cancel`)).statusCode).toBe(403);
  });
});
