import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { FavouriteToggle, type FavouriteToggleProps } from './FavouriteToggle.client';
import type { Favourite } from './favourites-store';

const corolla: Favourite = {
  id: 4101,
  name: '2024 Toyota Corolla SX',
  slug: '2024-toyota-corolla-sx-4101',
  make: 'Toyota',
  model: 'Corolla',
  primary_image_url: 'https://cdn.baysidemotors.com.au/cars/4101/1.jpg',
};
const KEY = 'favourites:bayside-motors';
const SAVEABLE = { saved: true, notSaved: true };
/** What showSaveButton gives a sold car: the button only while saved. */
const SOLD = { saved: true, notSaved: false };

/** Each render gets its own jotai store, as a fresh page load would. */
function renderToggle(props: Partial<FavouriteToggleProps> = {}) {
  return render(
    <Provider>
      <MantineProvider env="test">
        <FavouriteToggle dealerSlug="bayside-motors" car={corolla} shownWhen={SAVEABLE} {...props} />
      </MantineProvider>
    </Provider>,
  );
}

function heart() {
  return screen.getByRole('button', { name: 'Save 2024 Toyota Corolla SX to favourites' });
}

function stored(key = KEY): unknown {
  return JSON.parse(window.localStorage.getItem(key) ?? 'null');
}

beforeEach(() => window.localStorage.clear());

describe('favourite toggle', () => {
  it('spec (both §4): toggles not saved → saved → not saved, saying so with aria-pressed', () => {
    renderToggle();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([corolla]);
    fireEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
  });

  it('is a real button, so Enter and Space work from the keyboard', () => {
    renderToggle();
    expect(heart().tagName).toBe('BUTTON');
    expect(heart()).toHaveAttribute('type', 'button');
  });

  it('spec (detail §3): stores the car locally and finds it saved after a reload', () => {
    const first = renderToggle();
    fireEvent.click(heart());
    first.unmount();
    renderToggle();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it("spec (detail §3): keeps each dealership's favourites apart", () => {
    window.localStorage.setItem('favourites:northside-mazda', JSON.stringify([corolla]));
    renderToggle();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart());
    expect(stored(KEY)).toEqual([corolla]);
    expect(stored('favourites:northside-mazda')).toEqual([corolla]);
  });

  it('keeps the other cars already saved when adding and removing one', () => {
    const cx5 = { id: 4103, name: '2021 Mazda CX-5 Maxx Sport', slug: '2021-mazda-cx-5-maxx-sport-4103', make: 'Mazda', model: 'CX-5' };
    window.localStorage.setItem(KEY, JSON.stringify([cx5]));
    renderToggle();
    fireEvent.click(heart());
    expect(stored()).toEqual([cx5, corolla]);
    fireEvent.click(heart());
    expect(stored()).toEqual([cx5]);
  });

  it('treats a damaged stored list as empty and replaces it on the next save', () => {
    window.localStorage.setItem(KEY, '{not json');
    renderToggle();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart());
    expect(stored()).toEqual([corolla]);
  });

  it('follows a save made in another tab', () => {
    renderToggle();
    const saved = JSON.stringify([corolla]);
    act(() => {
      window.localStorage.setItem(KEY, saved);
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: saved, storageArea: window.localStorage }));
    });
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  describe('spec (search §4): sold cars show no save button unless already saved', () => {
    it('shows nothing for a sold car not saved', () => {
      renderToggle({ shownWhen: SOLD });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('shows the pressed heart for a sold car already saved, and lets it go once unsaved', () => {
      window.localStorage.setItem(KEY, JSON.stringify([corolla]));
      renderToggle({ shownWhen: SOLD });
      expect(heart()).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(heart());
      expect(stored()).toEqual([]);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
