// The V8 tuning asks only a V8 that has the flag: Node 22's and 24's V8 has no --interrupt-budget and
// printed "Error: unrecognized flag" on stderr for every command (62 tests failed there).
import { describe, expect, it } from 'vitest';
import { interruptBudgetFlag } from '../../cli/v8-tuning.ts';

describe('the V8 tuning', () => {
  it("sets --interrupt-budget on Node 20's V8 only", () => {
    expect(interruptBudgetFlag('11.3.244.8-node.33', 1_048_576)).toBe('--interrupt-budget=1048576');
    expect(interruptBudgetFlag('12.4.254.21-node.33', 1_048_576)).toBeNull();
    expect(interruptBudgetFlag('13.6.233.17-node.41', 1_048_576)).toBeNull();
    expect(interruptBudgetFlag('', 1_048_576)).toBeNull();
  });
});
