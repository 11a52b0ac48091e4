import { describe, expect, it } from 'vitest';
import { formatAustralianDate, REGO_EXPIRY_TEXT, regoExpiryText } from './rego-expiry';

describe('spec detail §9: rego expiry shown as "Expires on {date}"', () => {
  it('uses the spec wording', () => {
    expect(REGO_EXPIRY_TEXT).toBe('Expires on {date}');
  });

  it('writes the date day, month name, year', () => {
    expect(regoExpiryText({ rego_expiry: '2027-03-12' })).toBe('Expires on 12 March 2027');
  });

  it('keeps the first and last day of a year on their own day, whatever the time zone', () => {
    expect(formatAustralianDate('2027-01-01')).toBe('1 January 2027');
    expect(formatAustralianDate('2026-12-31')).toBe('31 December 2026');
  });

  it('knows leap days: 29 February 2028 is a date, 29 February 2027 is not', () => {
    expect(formatAustralianDate('2028-02-29')).toBe('29 February 2028');
    expect(formatAustralianDate('2027-02-29')).toBeUndefined();
  });

  it('shows nothing for a missing or unreadable expiry', () => {
    expect(regoExpiryText({})).toBeUndefined();
    expect(regoExpiryText({ rego_expiry: '' })).toBeUndefined();
    expect(regoExpiryText({ rego_expiry: '2027-13-01' })).toBeUndefined();
    expect(regoExpiryText({ rego_expiry: '12/03/2027' })).toBeUndefined();
  });
});
