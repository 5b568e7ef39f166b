import type { OrderRuleProblem } from '@invest/contracts';
import type { TFunction } from 'i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';

/** A problem with an order's price or size (the host's rules), in the investor's words. */
export function describeOrderRuleProblem(t: TFunction, problem: OrderRuleProblem): string {
  switch (problem.rule) {
    case 'too-many-decimals':
      return t('trading.form.rules.tooManyDecimals', { count: problem.decimals });
    case 'off-step':
      return problem.field === 'Quantity'
        ? t('trading.form.rules.offLot', { step: formatExchangeAmount(problem.step), asset: problem.asset })
        : t('trading.form.rules.offTick', { step: formatMoney(problem.step, problem.asset), asset: problem.asset });
    case 'not-a-number':
      return t('trading.form.rules.notANumber');
    case 'not-positive':
      return t('trading.form.rules.notPositive');
    case 'too-large':
      return t('trading.form.rules.tooLarge');
  }
}
