import { describe, expect, it } from 'vitest';
import { CERTIFIED_PRE_OWNED_TAG, CERTIFIED_TEXT, certifiedBadgeText, isCertifiedPreOwned, tagNamesCertification } from './certified-pre-owned';

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

describe('one certified badge a car: a tag naming the certification is the badge, else the plain word', () => {
  it('a car flagged certified and tagged Toyota Certified Pre-Owned shows the tag alone', () => {
    expect(certifiedBadgeText({ certified: true, tag: 'Toyota Certified Pre-Owned' })).toBe('Toyota Certified Pre-Owned');
    expect(certifiedBadgeText({ certified: false, tag: ' Mazda Certified Pre-Owned ' })).toBe('Mazda Certified Pre-Owned');
  });

  it('a car flagged certified with another tag, or none, shows Certified', () => {
    expect(certifiedBadgeText({ certified: true, tag: 'Test Drive Only' })).toBe(CERTIFIED_TEXT);
    expect(certifiedBadgeText({ certified: true })).toBe('Certified');
  });

  it('a car neither flagged nor tagged so has no certified badge ("Uncertified" is not a certification)', () => {
    expect(certifiedBadgeText({ certified: false, tag: 'Test Drive Only' })).toBeUndefined();
    expect(certifiedBadgeText({ certified: false })).toBeUndefined();
    expect(tagNamesCertification('Uncertified import')).toBe(false);
  });
});
