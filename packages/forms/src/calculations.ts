/**
 * A control's calculation (spec 001 §3: steps with calculationType, value, controlName), applied left
 * to right like a pocket calculator, without operator precedence. The first step sets the starting
 * value (addition +x, subtraction −x, multiplication and division x), so [A, ×B] and [+A, ×B] are both
 * A·B. An operand is a constant (value) or another control's number (controlName). An empty control
 * counts as 0 in a sum; in a product or quotient it leaves the result empty (quantity × an unknown
 * price is unknown, not 0 €), the first step counting as a factor of the second. The result is empty
 * too while every control it reads is empty (a fresh form shows no 0 €), and when it is not a finite
 * number (division by zero).
 */
import type { TCalculationStep } from './definition-schema.js';
import { roundResult, toNumber } from './values.js';

/** A control's contribution: its number (a repeating group's sum over its rows) and whether it is answered. */
export type TOperand = { number: number | null; answered: boolean };

export function runCalculation(steps: readonly TCalculationStep[], operandOf: (controlName: string) => TOperand, decimals: number | null | undefined): number | null {
  let result = 0;
  let readsControls = false;
  let anyAnswered = false;
  let emptyFactor = false;
  steps.forEach((step, i) => {
    let operand: number;
    if (step.controlName) {
      const o = operandOf(step.controlName);
      readsControls = true;
      anyAnswered ||= o.answered;
      const operation = i === 0 ? (steps[1]?.calculationType ?? step.calculationType) : step.calculationType;
      emptyFactor ||= !o.answered && (operation === 'multiplication' || operation === 'division');
      operand = o.number ?? 0;
    } else {
      operand = toNumber(step.value) ?? 0;
    }
    if (i === 0) {
      result = step.calculationType === 'subtraction' ? -operand : operand;
      return;
    }
    switch (step.calculationType) {
      case 'addition':
        result += operand;
        break;
      case 'subtraction':
        result -= operand;
        break;
      case 'multiplication':
        result *= operand;
        break;
      case 'division':
        result /= operand;
        break;
    }
  });
  if ((readsControls && !anyAnswered) || emptyFactor || !Number.isFinite(result)) return null;
  return roundResult(result, decimals);
}
