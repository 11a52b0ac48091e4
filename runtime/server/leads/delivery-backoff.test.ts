import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_DELAY_MS, isLastAttempt, LONGEST_RETRY_DELAY_MS, MAX_DELIVERY_ATTEMPTS, RETRY_JITTER, retryDelayMs } from './delivery-backoff';

const noJitter = () => 0;

describe('retrying a destination that failed: exponential backoff', () => {
  it('waits 30 s after the first failure, doubling each time', () => {
    expect(FIRST_RETRY_DELAY_MS).toBe(30_000);
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, noJitter))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than an hour', () => {
    expect(LONGEST_RETRY_DELAY_MS).toBe(3_600_000);
    expect(retryDelayMs(8, noJitter)).toBe(3_600_000);
    expect(retryDelayMs(MAX_DELIVERY_ATTEMPTS, noJitter)).toBe(3_600_000);
  });

  it('jitter shortens a delay by up to a fifth, never lengthens it', () => {
    expect(retryDelayMs(1, () => 0.999_999)).toBe(Math.round(30_000 * (1 - RETRY_JITTER * 0.999_999)));
    expect(retryDelayMs(1, () => 0.5)).toBe(27_000);
    expect(retryDelayMs(20, () => 0.5)).toBe(3_240_000);
  });

  it('gives up after MAX_DELIVERY_ATTEMPTS tries, about two days of failures', () => {
    expect(isLastAttempt(MAX_DELIVERY_ATTEMPTS - 1)).toBe(false);
    expect(isLastAttempt(MAX_DELIVERY_ATTEMPTS)).toBe(true);
    let waited = 0;
    for (let attempts = 1; attempts < MAX_DELIVERY_ATTEMPTS; attempts += 1) waited += retryDelayMs(attempts, noJitter);
    expect(waited / 3_600_000).toBeGreaterThan(48);
    expect(waited / 3_600_000).toBeLessThan(60);
  });
});
