import { describe, expect, it } from 'vitest';
import { engineDescription } from './engine-description';

describe('spec detail §3: the engine from the variant (cylinders, enginesize_litres, induction)', () => {
  it('joins litres, cylinders and induction', () => {
    expect(engineDescription({ variant: { cylinders: 4, enginesize_litres: 2, induction: 'Turbo' } })).toBe('2.0L 4 cylinder Turbo');
    expect(engineDescription({ variant: { cylinders: 6, enginesize_litres: 3.3, induction: 'Aspirated' } })).toBe('3.3L 6 cylinder Aspirated');
  });

  it('leaves out a part the variant lacks or gives as 0', () => {
    expect(engineDescription({ variant: { cylinders: 0, enginesize_litres: 1.5, induction: 'Turbo' } })).toBe('1.5L Turbo');
    expect(engineDescription({ variant: { cylinders: 3 } })).toBe('3 cylinder');
    expect(engineDescription({ variant: { cylinders: 1, enginesize_litres: 0.1 } })).toBe('0.1L 1 cylinder');
  });

  it('describes no engine for an electric variant (no cylinders, no litres), induction notwithstanding', () => {
    expect(engineDescription({ variant: { cylinders: 0, enginesize_litres: 0, induction: 'Aspirated' } })).toBeUndefined();
  });

  it("falls back to the feed's engine_size without a variant engine", () => {
    expect(engineDescription({ engine_size: '2.5L' })).toBe('2.5L');
    expect(engineDescription({ variant: { induction: 'Turbo' }, engine_size: ' 2.8L ' })).toBe('2.8L');
    expect(engineDescription({ engine_size: '  ' })).toBeUndefined();
    expect(engineDescription({})).toBeUndefined();
  });
});
