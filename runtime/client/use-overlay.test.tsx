import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOverlay } from './use-overlay';

describe('useOverlay', () => {
  it('is not mounted until first opened, then stays mounted when closed', () => {
    const { result } = renderHook(() => useOverlay());
    expect(result.current).toMatchObject({ opened: false, mounted: false });
    act(() => result.current.open());
    expect(result.current).toMatchObject({ opened: true, mounted: true });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ opened: false, mounted: true });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ opened: true, mounted: true });
  });
});

describe('useOverlay gives focus back', () => {
  it('to what had it when the overlay first opened, once closed', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const { result } = renderHook(() => useOverlay());
    act(() => result.current.open());
    const inside = document.createElement('input');
    document.body.append(inside);
    inside.focus();
    act(() => result.current.close());
    await waitFor(() => expect(button).toHaveFocus());
    button.remove();
    inside.remove();
  });
});
