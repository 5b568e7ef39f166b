import { randomBytes } from 'node:crypto';
import { type AlphaApi, alphaAdmin } from '../support/api';

const day = 24 * 60 * 60 * 1000;

/**
 * An open Reg CF offering of alpha at 2.50 USD a share (100 to 10,000 USD an investor), raising 50,000
 * to 500,000 USD unless told otherwise, made by its administrator through the admin API: opened an hour
 * ago, closing in 30 days. Returns its id and the code of its shares.
 */
export async function openRegCfOffering(api: AlphaApi, name: string, raise = { target: '50000', max: '500000' }) {
  const adminToken = await api.signIn(alphaAdmin.email, alphaAdmin.password);
  const now = Date.now();
  const asset = `RC${randomBytes(3).toString('hex').toUpperCase()}`;
  const offering = await api.post<{ id: string }>(
    'admin/offerings',
    {
      name,
      issuer_name: `${name} Inc.`,
      summary: 'Solar roofs for small businesses, installed and financed in one contract.',
      asset,
      workflow: 'reg_cf',
      security_type: 'common_equity',
      price_per_share: '2.50',
      min_investment: '100',
      max_investment: '10000',
      target_raise: raise.target,
      max_raise: raise.max,
      opens_at: new Date(now - 60 * 60 * 1000).toISOString(),
      closes_at: new Date(now + 30 * day).toISOString(),
    },
    adminToken,
  );
  await api.post(`admin/offerings/${offering.id}/state`, { to: 'open' }, adminToken);
  return { id: offering.id, asset };
}
