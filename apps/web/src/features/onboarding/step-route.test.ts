import type { OnboardingStatus } from '@invest/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import { currentPathOf, nextPathAfter, previousStepOf, resolveStepRoute } from './step-route';

type Entry = OnboardingStatus['steps'][number];

function entry(step: Entry['step'], path: string, done: boolean, canOpen: boolean): Entry {
  return {
    step,
    path,
    label: step,
    is_kyc: false,
    skippable: false,
    completed_at: done ? '2026-11-20T10:00:00.000Z' : null,
    can_open: canOpen,
  };
}

function status(overrides: Partial<OnboardingStatus> = {}): OnboardingStatus {
  return {
    workflow: 'ipo',
    current_step: 'contact',
    steps: [
      entry('signature_step', 'agreement', true, true),
      entry('details', 'details', true, true),
      entry('contact', 'contact', false, true),
      entry('suitability', 'suitability', false, false),
    ],
    non_registration_steps: [entry('deed', 'deed', false, false)],
    registration_completed: false,
    approval: 'pending',
    tax_form: 'w9',
    answers: {},
    restriction: null,
    ...overrides,
  };
}

describe('which screen /finish-profile/{path} shows', () => {
  it('opens a completed step and the one after the last completed', () => {
    expect(resolveStepRoute(status(), 'details')).toMatchObject({ kind: 'step', entry: { step: 'details' } });
    expect(resolveStepRoute(status(), 'contact')).toMatchObject({ kind: 'step', entry: { step: 'contact' } });
  });

  it('sends a later step, an unknown path and a later account step to the current step', () => {
    expect(resolveStepRoute(status(), 'suitability')).toEqual({ kind: 'redirect', path: 'contact' });
    expect(resolveStepRoute(status(), 'nowhere')).toEqual({ kind: 'redirect', path: 'contact' });
    expect(resolveStepRoute(status(), 'deed')).toEqual({ kind: 'redirect', path: 'contact' });
  });

  it('opens the account steps once registration is complete', () => {
    const done = status({
      current_step: 'confirmation',
      registration_completed: true,
      non_registration_steps: [entry('deed', 'deed', false, true)],
    });
    expect(resolveStepRoute(done, 'deed')).toMatchObject({ kind: 'step', later: true });
    expect(resolveStepRoute(done, 'confirmation')).toEqual({ kind: 'confirmation' });
  });

  it('shows confirmation only when every step is done', () => {
    expect(resolveStepRoute(status(), 'confirmation')).toEqual({ kind: 'redirect', path: 'contact' });
  });

  it('keeps a restricted user on the restriction screen for any step not yet done', () => {
    const restricted = status({ current_step: 'ipo_restriction' });
    expect(currentPathOf(restricted)).toBe('ipo-restriction');
    expect(resolveStepRoute(restricted, 'ipo-restriction')).toEqual({ kind: 'ipo_restriction' });
    expect(resolveStepRoute(restricted, 'contact')).toEqual({ kind: 'redirect', path: 'ipo-restriction' });
    expect(resolveStepRoute(restricted, 'details')).toMatchObject({ kind: 'step' });
    expect(resolveStepRoute(status(), 'ipo-restriction')).toEqual({ kind: 'redirect', path: 'contact' });
  });

  it('shows a refused user why, whatever the path', () => {
    expect(resolveStepRoute(status({ approval: 'refused' }), 'contact')).toEqual({ kind: 'refused' });
  });

  it('finds the step before for the Back button', () => {
    const current = status();
    expect(previousStepOf(current, current.steps[2] as Entry)?.step).toBe('details');
    expect(previousStepOf(current, current.steps[0] as Entry)).toBeNull();
  });

  it('continues to the next step, and to confirmation after the last', () => {
    const current = status();
    expect(nextPathAfter(current, current.steps[1] as Entry)).toBe('contact');
    expect(nextPathAfter(current, current.steps[3] as Entry)).toBe('confirmation');
  });
});
