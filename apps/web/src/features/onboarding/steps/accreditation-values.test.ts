import { describe, expect, it } from 'vitest';
import {
  type AccreditationValues,
  accreditationValuesOf,
  previousCertificationOf,
  toCertifyRequest,
} from './accreditation-values';

const blank: AccreditationValues = {
  criterion: '',
  isAccredited: false,
  annualIncome: '',
  pastNet: '',
  companyValue: '',
  amountRegCfDeals: '',
  reasons: [],
};
const individual = { type: 'individual', isRegCf: false, isUpdate: false } as const;

describe('the certify-accredited request', () => {
  it('sends only the amount the chosen criterion is judged on, as a plain decimal string', () => {
    const request = toCertifyRequest(
      { ...blank, criterion: 'income', isAccredited: true, annualIncome: '250,000', pastNet: '2,000,000.00' },
      individual,
    );
    expect(request).toMatchObject({ criterion: 'income', type: 'individual', isAccredited: true });
    expect(request.annualIncome).toBe('250000.00');
    expect(request.pastNet).toBeUndefined();
    expect(request.companyValue).toBeUndefined();
  });

  it('sends the entity’s assets for an entity', () => {
    const request = toCertifyRequest(
      { ...blank, criterion: 'entity_assets', isAccredited: true, companyValue: '6,000,000.5' },
      { ...individual, type: 'entity' },
    );
    expect(request).toMatchObject({ type: 'entity', companyValue: '6000000.50' });
  });

  it('leaves a blank amount out, for the server to ask for it on the field', () => {
    expect(toCertifyRequest({ ...blank, criterion: 'net_worth' }, individual).pastNet).toBeUndefined();
  });

  it('is never accredited without a criterion', () => {
    expect(toCertifyRequest({ ...blank, criterion: 'none', isAccredited: true }, individual).isAccredited).toBe(false);
  });

  it('sends licences only for the professional criterion', () => {
    const values = { ...blank, isAccredited: true, reasons: ['series_65'] };
    expect(toCertifyRequest({ ...values, criterion: 'professional' }, individual).reasons).toEqual(['series_65']);
    expect(toCertifyRequest({ ...values, criterion: 'income' }, individual).reasons).toBeUndefined();
    expect(toCertifyRequest({ ...values, criterion: 'professional', reasons: [] }, individual).reasons).toBeUndefined();
  });

  it('sends the Regulation Crowdfunding amount only in that workflow', () => {
    const values = { ...blank, criterion: 'none', amountRegCfDeals: '1,500' };
    expect(toCertifyRequest(values, { ...individual, isRegCf: true }).amountRegCfDeals).toBe('1500.00');
    expect(toCertifyRequest(values, individual).amountRegCfDeals).toBeUndefined();
  });

  it('marks a new certification that replaces an earlier one as an update', () => {
    expect(toCertifyRequest(blank, { ...individual, isUpdate: true }).update).toBe(true);
    expect(toCertifyRequest(blank, individual).update).toBeUndefined();
  });
});

describe('an earlier certification', () => {
  const saved = {
    criterion: 'net_worth',
    type: 'individual',
    isAccredited: true,
    pastNet: '1500000',
    reasons: ['series_7', 3],
    certified_at: '2025-01-10T09:00:00.000Z',
    expires_at: '2025-04-10T09:00:00.000Z',
  };

  it('is read from the saved answers with its expiry', () => {
    expect(previousCertificationOf(saved)).toEqual({
      criterion: 'net_worth',
      isAccredited: true,
      certifiedAt: '2025-01-10T09:00:00.000Z',
      expiresAt: '2025-04-10T09:00:00.000Z',
    });
    expect(previousCertificationOf(undefined)).toBeNull();
    expect(previousCertificationOf({ criterion: 'income' })).toBeNull();
  });

  it('fills the form again, amounts shown with separators and cents', () => {
    expect(accreditationValuesOf(saved)).toEqual({
      ...blank,
      criterion: 'net_worth',
      isAccredited: true,
      pastNet: '1,500,000.00',
      reasons: ['series_7'],
    });
    expect(accreditationValuesOf(undefined)).toEqual(blank);
  });
});
