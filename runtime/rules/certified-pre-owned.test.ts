import { describe, expect, it } from 'vitest';
import { CERTIFIED_PRE_OWNED_TAG, isCertifiedPreOwned } from './certified-pre-owned';

describe('spec detail §2/§3: Toyota Certified Pre-Owned is a car certified or tagged so', () => {
  it('is the tag the spec names', () => {
    expect(CERTIFIED_PRE_OWNED_TAG).toBe('Toyota Certified Pre-Owned');
  });

  it('counts a certified car, and a car with the tag', () => {
    expect(isCertifiedPreOwned({ certified: true })).toBe(true);
    expect(isCertifiedPreOwned({ certified: false, tag: 'Toyota Certified Pre-Owned' })).toBe(true);
    expect(isCertifiedPreOwned({ certified: false, tag: ' toyota certified pre-owned ' })).toBe(true);
  });

  it('does not count a car with neither, or with another tag', () => {
    expect(isCertifiedPreOwned({ certified: false })).toBe(false);
    expect(isCertifiedPreOwned({ certified: false, tag: 'Test Drive Only' })).toBe(false);
    expect(isCertifiedPreOwned({ certified: false, tag: 'Toyota Certified' })).toBe(false);
  });
});
