'use client';
import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export const SIGN_OUT_FAILED = 'You could not be signed out just now. Check your connection and try again.';

export interface SignOutButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'px' | 'leftSection' | 'color'> {
  /** POST /api/watchlist/sign-out, as an address of this site. */
  url: string;
  label: string;
  /** On phones the header shows the icon alone: the name stays the label. */
  children?: ReactNode;
  /** Reloads the page once signed out; a prop so tests can see it. */
  reload?: () => void;
}

/** Ends the shopper's session on this site, then shows the page again as a signed-out shopper sees it. */
export function SignOutButton({ url, label, children, reload = () => window.location.reload(), ...look }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      const response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!response.ok) throw new Error(`The site answered ${response.status}.`);
      reload();
    } catch {
      setBusy(false);
      window.alert(SIGN_OUT_FAILED);
    }
  }
  return (
    <Button type="button" aria-label={label} loading={busy} onClick={() => void signOut()} {...look}>
      {children ?? label}
    </Button>
  );
}
