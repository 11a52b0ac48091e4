import { describe, expect, it } from 'vitest';
import { stateTimeZone } from './state-time-zone';

describe("a place's clock: the state it is in", () => {
  it('reads each state and territory, in any case; an unknown or missing state is on Sydney’s clock', () => {
    expect(['QLD', 'nsw', ' VIC ', 'SA', 'WA', 'TAS', 'NT', 'ACT'].map(stateTimeZone)).toEqual([
      'Australia/Brisbane',
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Adelaide',
      'Australia/Perth',
      'Australia/Hobart',
      'Australia/Darwin',
      'Australia/Sydney',
    ]);
    expect(stateTimeZone(undefined)).toBe('Australia/Sydney');
    expect(stateTimeZone('Auckland')).toBe('Australia/Sydney');
  });
});
