import { describe, expect, it } from 'vitest';
import { buildDateText, complianceDateText, formatBuildMonth } from './build-compliance-date';

describe('spec detail §3: build and compliance dates, shown as month and year', () => {
  it('shows the build and compliance month of a car', () => {
    expect(buildDateText({ build_date: '2023-11' })).toBe('November 2023');
    expect(complianceDateText({ compliance_date: '2024-01' })).toBe('January 2024');
  });

  it('shows months 01 and 12, and refuses 00 and 13', () => {
    expect(formatBuildMonth('2024-01')).toBe('January 2024');
    expect(formatBuildMonth('2024-12')).toBe('December 2024');
    expect(formatBuildMonth('2024-00')).toBeUndefined();
    expect(formatBuildMonth('2024-13')).toBeUndefined();
  });

  it('shows only the month when the feed adds a day', () => {
    expect(formatBuildMonth('2023-11-30')).toBe('November 2023');
  });

  it('shows nothing when the date is missing or unreadable', () => {
    expect(buildDateText({})).toBeUndefined();
    expect(complianceDateText({ compliance_date: '11/2023' })).toBeUndefined();
  });
});
