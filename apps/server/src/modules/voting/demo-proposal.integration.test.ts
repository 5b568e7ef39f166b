import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seedDemoTrading } from '../../seed';
import { createAdmin, votingCall } from './voting.test-factories';

const t = useTestApp({ tenants: { 'demo-vote.test': 'Demo Vote' } });

describe('the demo domain', () => {
  it('has one open vote of the ACME holders however often it is seeded', async () => {
    t.clock.set(new Date());
    const tenant = await t.context.tenants.resolveTenant('demo-vote.test');
    await seedDemoTrading(t.context, tenant.id);
    t.clock.set(new Date());
    await t.context.voting.seedDemoProposal(tenant.id, 'ACME');
    await t.context.voting.seedDemoProposal(tenant.id, 'ACME');

    const admin = { ...(await createAdmin(t, 'demo-vote.test')), host: 'demo-vote.test' };
    const page = (await votingCall(t, admin, 'GET', '/v1/admin/proposals')).json().payload;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      asset: 'ACME',
      state: 'open',
      created_by: null,
      totals: { holders: 2, outstanding_weight: '25000' },
    });
  });
});
