import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';
import { inviteRequestSchema } from './invites';
import { individualDetailsRequestSchema, legalSignersRequestSchema } from './onboarding';
import { splitFullName } from './validation';

describe('splitFullName (SPEC 5: split at the last space)', () => {
  it('keeps one word as the first name, with no last name', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('gives every word before the last space to the first name', () => {
    expect(splitFullName('Augusta Ada King')).toEqual({ firstName: 'Augusta Ada', lastName: 'King' });
  });

  it('reads runs of spaces as one space', () => {
    expect(splitFullName('Mary   Ann  Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
  });

  it('ignores spaces before and after the name', () => {
    expect(splitFullName('  Ada Lovelace   ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('  Cher  ')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('splits names in any script, at any kind of space', () => {
    expect(splitFullName('Zoë Ørsted-Ærø')).toEqual({ firstName: 'Zoë', lastName: 'Ørsted-Ærø' });
    expect(splitFullName('李\u3000小龍')).toEqual({ firstName: '李', lastName: '小龍' });
    expect(splitFullName('José\u00a0Ñúñez')).toEqual({ firstName: 'José', lastName: 'Ñúñez' });
  });
});

const details = { date_of_birth: '1990-12-31', nationality_id: 1, profession_id: 2 };

describe('a request with a person’s name', () => {
  it('takes the full name and answers it split at the last space', () => {
    expect(individualDetailsRequestSchema.parse({ ...details, full_name: ' Augusta  Ada King ' })).toEqual({
      ...details,
      first_name: 'Augusta Ada',
      last_name: 'King',
    });
  });

  it('takes first and last name as they are', () => {
    expect(inviteRequestSchema.parse({ email: 'a@example.test', first_name: 'Ada', last_name: 'de Lovelace' })).toEqual(
      { email: 'a@example.test', first_name: 'Ada', last_name: 'de Lovelace' },
    );
  });

  it('refuses a full name of one word on the full name', () => {
    const parsed = individualDetailsRequestSchema.safeParse({ ...details, full_name: 'Cher' });
    expect(parsed.error?.issues).toMatchObject([
      { path: ['full_name'], message: 'Enter a first and a last name, separated by a space' },
    ]);
  });

  it('refuses both forms at once, and a part left out, on the field concerned', () => {
    const both = inviteRequestSchema.safeParse({
      email: 'a@example.test',
      full_name: 'Ada Lovelace',
      first_name: 'Ada',
    });
    expect(both.error?.issues).toMatchObject([{ path: ['full_name'] }]);
    const noLast = inviteRequestSchema.safeParse({ email: 'a@example.test', first_name: 'Ada' });
    expect(noLast.error?.issues).toMatchObject([{ path: ['last_name'], message: 'Required' }]);
  });

  it('tells missing names together with the other fields’ errors', () => {
    const parsed = inviteRequestSchema.safeParse({ email: 'not an address' });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
    ]);
  });

  it('checks each part of a full name as it checks a first or last name', () => {
    const tooLong = inviteRequestSchema.safeParse({ email: 'a@example.test', full_name: `Ada ${'L'.repeat(101)}` });
    expect(tooLong.error?.issues).toMatchObject([{ path: ['full_name'], message: 'At most 100 characters' }]);
    const marked = individualDetailsRequestSchema.safeParse({ ...details, full_name: 'Ada <b>Lovelace</b>' });
    expect(marked.error?.issues).toMatchObject([{ path: ['full_name'], message: 'Must not contain < or >' }]);
  });

  it('splits the full name of each legal signer, and of a registration', () => {
    const signer = { email: 's@example.test', role: 'Director', date_of_birth: '1980-01-01', nationality_id: 3 };
    expect(legalSignersRequestSchema.parse({ signers: [{ ...signer, full_name: 'Grace Brewster Hopper' }] })).toEqual({
      signers: [{ ...signer, first_name: 'Grace Brewster', last_name: 'Hopper' }],
    });
    const registration = registerRequestSchema.parse({
      email: 'ada@example.test',
      password: 'correct horse 1',
      full_name: 'Ada Lovelace',
      user_type: 'Individual',
      country_id: 1,
    });
    expect(registration).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(registration).not.toHaveProperty('full_name');
  });
});
