import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_FAILED, SignOutButton } from './SignOutButton.client';

const URL = '/sites/sunshine-toyota/api/watchlist/sign-out';
afterEach(() => vi.restoreAllMocks());

function renderButton(reload = vi.fn()) {
  render(
    <MantineProvider env="test">
      <SignOutButton url={URL} label="Sign out" reload={reload} />
    </MantineProvider>,
  );
  return reload;
}

describe('sign out', () => {
  it('asks the site to end the session, then shows the page again signed out', async () => {
    const posted = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', posted);
    const reload = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(posted).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST', body: '{}' }));
  });

  it('says so when it did not work, and stays on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const reload = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(SIGN_OUT_FAILED));
    expect(reload).not.toHaveBeenCalled();
  });
});
