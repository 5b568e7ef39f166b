import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../platform/db/raw-rows';
import { countryId } from '../auth/testing';
import {
  acceptTerms,
  contactBody,
  createInvestor,
  type Investor,
  individualDetailsBody,
  me,
  post,
  uploadDocument,
} from './onboarding.test-factories';

const certificateOfIncorporation = '11';

describe('an entity with two legal signers', () => {
  let t: TestApp;
  let entity: Investor;
  let signerIds: string[];

  const signer = async (firstName: string, extra: Record<string, unknown> = {}) => ({
    first_name: firstName,
    last_name: 'Babbage',
    email: `${firstName.toLowerCase()}@engines.example`,
    role: 'Director',
    date_of_birth: '1971-12-26',
    nationality_id: await countryId(t, 'FR', 'France'),
    ...extra,
  });

  const signerDocument = (collection: string) =>
    uploadDocument(t, entity, { fields: { step: 'legal_signers_documents', collection } });

  beforeAll(async () => {
    t = await createTestApp();
    entity = await createInvestor(t, { userType: 'Entity' });
    await acceptTerms(t, entity);
    const details = await post(t, entity, 'details/entity', {
      company_name: 'Engines SARL',
      entity_type_id: 2,
      country_incorporation_id: await countryId(t, 'FR', 'France'),
      registration_number: 'RCS 123 456 789',
      date_of_incorporation: '2015-06-01',
    });
    expect(details.statusCode, details.body).toBe(200);
    const contact = await post(t, entity, 'contact', await contactBody(t));
    expect(contact.json().payload.next_step).toBe('legal_signers');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses signers that are not adults, unknown ids and an empty list', async () => {
    const minor = await post(t, entity, 'details/entity/legalSigners', {
      signers: [await signer('Ada', { date_of_birth: '2015-01-01' })],
    });
    expect(minor.json().errors).toEqual({ 'signers.0.date_of_birth': ['A legal signer must be an adult'] });
    const unknown = await post(t, entity, 'details/entity/legalSigners', {
      signers: [await signer('Ada', { id: 'sdeadbeef' })],
    });
    expect(unknown.json().errors).toEqual({ 'signers.0.id': ['Unknown signer'] });
    const { first_name: _first, last_name: _last, ...unnamed } = await signer('Ada');
    const oneWord = await post(t, entity, 'details/entity/legalSigners', {
      signers: [{ ...unnamed, full_name: 'Ada' }],
    });
    expect(oneWord.json().errors).toEqual({
      'signers.0.full_name': ['Enter a first and a last name, separated by a space'],
    });
    expect((await post(t, entity, 'details/entity/legalSigners', { signers: [] })).statusCode).toBe(400);
  });

  it('takes a signer’s full name split at the last space (SPEC 5)', async () => {
    const { first_name: _first, last_name: _last, ...unnamed } = await signer('Ada');
    const response = await post(t, entity, 'details/entity/legalSigners', {
      signers: [{ ...unnamed, full_name: 'Augusta Ada  King' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = await selectRows<{ data: { signers: { first_name: string; last_name: string }[] } }>(
      t.context.database.db,
      sql`select data from onboarding_step_data where user_id = ${entity.id} and step = 'legal_signers'`,
    );
    expect(saved?.data.signers).toMatchObject([{ first_name: 'Augusta Ada', last_name: 'King' }]);
  });

  it('keeps the ids of the signers it is sent again and gives new ones ids', async () => {
    const first = await post(t, entity, 'details/entity/legalSigners', { signers: [await signer('Ada')] });
    expect(first.statusCode, first.body).toBe(200);
    const saved = async () => {
      const [saved] = await selectRows<{ data: { signers: { id: string; first_name: string }[] } }>(
        t.context.database.db,
        sql`select data from onboarding_step_data where user_id = ${entity.id} and step = 'legal_signers'`,
      );
      return saved?.data.signers ?? [];
    };
    const [ada] = await saved();
    const second = await post(t, entity, 'details/entity/legalSigners', {
      signers: [await signer('Ada', { id: ada?.id }), await signer('Charles')],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().payload.next_step).toBe('legal_signers_documents');
    const signers = await saved();
    expect(signers.map((entry) => entry.first_name)).toEqual(['Ada', 'Charles']);
    expect(signers[0]?.id).toBe(ada?.id);
    signerIds = signers.map((entry) => entry.id);
  });

  it('files each signer’s documents under the signer and completes once every signer has one', async () => {
    const stray = await signerDocument('nobody');
    expect(stray.json().errors).toEqual({ collection: ['File a legal signer’s document under the signer’s id'] });
    const company = await uploadDocument(t, entity, {
      fields: {
        step: 'legal_signers_documents',
        collection: 'company',
        user_document_type_id: certificateOfIncorporation,
      },
    });
    expect(company.statusCode, company.body).toBe(200);
    const [ada = '', charles = ''] = signerIds;
    const firstSigner = await signerDocument(ada);
    expect(firstSigner.json().payload.progress.next_step).toBe('legal_signers_documents');
    const secondSigner = await signerDocument(charles);
    expect(secondSigner.json().payload.progress.next_step).toBe('confirmation');
    const complete = await post(t, entity, 'complete');
    expect(complete.statusCode, complete.body).toBe(200);
    expect(await me(t, entity)).toMatchObject({ registration_completed: true, company_name: 'Engines SARL' });
  });

  it('is for entities only', async () => {
    const individual = await createInvestor(t);
    await acceptTerms(t, individual);
    const response = await post(t, individual, 'details/entity/legalSigners', { signers: [await signer('Ada')] });
    expect(response.statusCode).toBe(403);
  });
});

describe('the signup reward redirect after the contact step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function contactWithReward(grantedAt: Date | null) {
    const investor = await createInvestor(t);
    if (grantedAt) {
      await t.context.database.db.execute(
        sql`update users set signup_reward_units = 1000, signup_reward_granted_at = ${grantedAt.toISOString()}
            where id = ${investor.id}`,
      );
    }
    await acceptTerms(t, investor);
    await post(t, investor, 'details/individual', await individualDetailsBody(t));
    const response = await post(t, investor, 'contact', await contactBody(t));
    expect(response.statusCode, response.body).toBe(200);
    return response.json().payload.redirect_to;
  }

  it('sends a user with a reward granted within 24 hours to /invites, and no one else', async () => {
    const now = t.clock.now().getTime();
    expect(await contactWithReward(new Date(now - 3600_000))).toBe('/invites');
    expect(await contactWithReward(new Date(now - 25 * 3600_000))).toBeNull();
    expect(await contactWithReward(null)).toBeNull();
  });
});
