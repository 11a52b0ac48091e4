'use client';

import { Button } from '@mantine/core';
import { createAuthClient } from 'better-auth/client';
import { useState } from 'react';

const authClient = createAuthClient();

/** Ends the marketer's session here and on the server, then shows the sign-in page. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setBusy(true);
    setFailed(false);
    const { error } = await authClient.signOut();
    if (error) {
      setBusy(false);
      setFailed(true);
      return;
    }
    window.location.assign('/editor/sign-in');
  }

  return (
    <>
      <Button type="button" variant="subtle" size="compact-sm" onClick={signOut} loading={busy}>
        Sign out
      </Button>
      {failed && (
        <span role="alert" style={{ marginLeft: 8 }}>
          Signing out did not work. Try again in a moment.
        </span>
      )}
    </>
  );
}
