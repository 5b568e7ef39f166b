import { conservativeRiskMessage } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { suitabilityNotificationOf } from './suitability-answers';

const answered = (riskTolerance: 'conservative' | 'moderate' | 'aggresive') => ({
  answers: {
    liquidity_importance: 'important' as const,
    risk_tolerance: riskTolerance,
    investments_last_year: '0' as const,
    decision_style: 'family' as const,
  },
  answeredAt: new Date('2026-03-02T10:00:00Z'),
});

describe('suitabilityNotificationOf', () => {
  it('says a conservative risk tolerance stops onboarding and refuses approval', () => {
    expect(suitabilityNotificationOf(answered('conservative'))).toEqual({
      risk_tolerance: 'conservative',
      answered_at: '2026-03-02T10:00:00.000Z',
      restrictions: ['onboarding_stopped', 'approval_refused'],
      message: conservativeRiskMessage,
    });
  });

  it('restricts nothing for the other answers, nor for an investor who was not asked', () => {
    expect(suitabilityNotificationOf(answered('aggresive'))).toMatchObject({ restrictions: [], message: null });
    expect(suitabilityNotificationOf(answered('moderate'))).toMatchObject({ restrictions: [], message: null });
    expect(suitabilityNotificationOf(null)).toEqual({
      risk_tolerance: null,
      answered_at: null,
      restrictions: [],
      message: null,
    });
  });
});
