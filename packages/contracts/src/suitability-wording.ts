import type { SuitabilityRequest } from './onboarding';

/**
 * The suitability step's questions and answers in words (SPEC 3 "Suitability answers"): the web app
 * asks them in these words, and the investor's suitability file quotes them.
 */
export const suitabilityQuestions: Record<keyof SuitabilityRequest, string> = {
  liquidity_importance: 'How important is it that you can sell your investments quickly?',
  risk_tolerance: 'Which describes your attitude to investment risk?',
  investments_last_year: 'How many investments did you make in the last 12 months?',
  decision_style: 'How do you make investment decisions?',
};

export const suitabilityAnswerWords = {
  very_important: 'Very important',
  important: 'Important',
  somewhat_important: 'Somewhat important',
  not_at_all_important: 'Not at all important',
  conservative: 'Conservative: I want to protect what I have, even if it grows slowly',
  moderate: 'Moderate: I accept some ups and downs for better growth',
  aggresive: 'Aggressive: I accept large swings for the chance of high growth',
  '0': 'None',
  '1_5': '1 to 5',
  over_5: 'More than 5',
  consult_broker: 'I consult a broker or adviser',
  own_decisions: 'I make my own decisions',
  family: 'Together with family',
} as const satisfies Record<SuitabilityRequest[keyof SuitabilityRequest], string>;
