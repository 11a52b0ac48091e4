import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_STATES } from '../../schemas/api/trade-ins';
import { DEFAULT_REGO_STATE, isAustralianState, isRego, normaliseRego } from './rego';

describe('spec detail §3 "Trade-in: rego and regoState": the registration plate and its state', () => {
  it('takes 1 to 9 letters and digits, and refuses 0 or 10', () => {
    expect(isRego('A')).toBe(true);
    expect(isRego('ABC123XY9')).toBe(true);
    expect(isRego('')).toBe(false);
    expect(isRego('ABC123XY90')).toBe(false);
  });

  it('reads a plate typed with spaces, dashes or in lower case as one plate', () => {
    expect(normaliseRego(' abc 123 ')).toBe('ABC123');
    expect(normaliseRego('1abc-123')).toBe('1ABC123');
    expect(isRego('abc 123')).toBe(true);
  });

  it('refuses anything but letters and digits', () => {
    expect(isRego('ABC.123')).toBe(false);
    expect(isRego('ÄBC123')).toBe(false);
    expect(isRego('<b>')).toBe(false);
  });

  it('knows the eight Australian states and territories, QLD first chosen (spec §9 "Default form state qld")', () => {
    expect(AUSTRALIAN_STATES).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(DEFAULT_REGO_STATE).toBe('QLD');
    expect(isAustralianState('VIC')).toBe(true);
    expect(isAustralianState('vic')).toBe(false);
    expect(isAustralianState('NZ')).toBe(false);
  });
});
