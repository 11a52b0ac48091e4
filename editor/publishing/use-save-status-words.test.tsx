import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AutosaveSnapshot } from './draft-autosave';
import { SAVING_SAID_AFTER_MS, useSaveStatusWords } from './use-save-status-words.client';

const at = (status: AutosaveSnapshot['status'], lastSavedAt: string | null = null): AutosaveSnapshot => ({ status, savedRevision: 3, lastSavedAt, conflict: null, problem: null });

afterEach(() => {
  vi.useRealTimers();
});

function statusWords(first: AutosaveSnapshot) {
  return renderHook(({ snapshot }) => useSaveStatusWords(snapshot), { initialProps: { snapshot: first } });
}

describe('the save status: "Saving…" only for a slow save (SAVING_SAID_AFTER_MS)', () => {
  it('a save answered within SAVING_SAID_AFTER_MS goes from "Unsaved changes" straight to saved', () => {
    vi.useFakeTimers();
    const { result, rerender } = statusWords(at('unsaved'));
    rerender({ snapshot: at('saving') });
    expect(result.current).toBe('Unsaved changes');
    act(() => vi.advanceTimersByTime(SAVING_SAID_AFTER_MS - 1));
    expect(result.current).toBe('Unsaved changes');
    rerender({ snapshot: at('saved') });
    expect(result.current).toBe('All changes saved');
  });

  it('a save still going at SAVING_SAID_AFTER_MS says "Saving…" until it answers', () => {
    vi.useFakeTimers();
    const { result, rerender } = statusWords(at('unsaved'));
    rerender({ snapshot: at('saving') });
    act(() => vi.advanceTimersByTime(SAVING_SAID_AFTER_MS));
    expect(result.current).toBe('Saving…');
    rerender({ snapshot: at('saved') });
    expect(result.current).toBe('All changes saved');
  });

  it('the next save waits again: a slow save does not make every later one say "Saving…" at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = statusWords(at('saving'));
    act(() => vi.advanceTimersByTime(SAVING_SAID_AFTER_MS));
    rerender({ snapshot: at('unsaved') });
    rerender({ snapshot: at('saving') });
    expect(result.current).toBe('Unsaved changes');
  });

  it('a retry after a failed save keeps saying the save failed until the retry is slow too', () => {
    vi.useFakeTimers();
    const { result, rerender } = statusWords(at('error'));
    rerender({ snapshot: at('saving') });
    expect(result.current).toBe('Not saved — retrying');
    act(() => vi.advanceTimersByTime(SAVING_SAID_AFTER_MS));
    expect(result.current).toBe('Saving…');
  });

  it('a status first seen while saving is said at once: there are no words before it to keep', () => {
    const { result } = statusWords(at('saving'));
    expect(result.current).toBe('Saving…');
  });
});
