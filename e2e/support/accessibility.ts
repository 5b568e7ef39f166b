import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails the test on any serious or critical WCAG 2 A/AA violation axe finds on the page once its
 * colour transitions have ended (a theme just switched fades its colours for a moment, and axe would
 * measure the contrast of a colour half-way).
 */
export async function expectNoSeriousAccessibilityViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}
