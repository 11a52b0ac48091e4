'use client';

import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { createAuthClient } from 'better-auth/client';
import { useState, type FormEvent } from 'react';
import { SIGN_IN_FAILED, WRONG_EMAIL_OR_PASSWORD } from '@/runtime/sign-in-words';

const authClient = createAuthClient();

/** Email and password, signed in through better-auth; errors are announced and shown above the button. */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { error: refused } = await authClient.signIn.email({ email, password });
    if (!refused) {
      // A full page load, so the server components of the next page read the new session cookie.
      window.location.assign(redirectTo);
      return;
    }
    setBusy(false);
    if (refused.status === 429) setError(refused.message ?? SIGN_IN_FAILED);
    else if (refused.status === 401 || refused.status === 400) setError(WRONG_EMAIL_OR_PASSWORD);
    else setError(SIGN_IN_FAILED);
  }

  return (
    <form onSubmit={signIn}>
      <Stack gap="md">
        <TextInput label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          // Mantine's default name for the eye button ("Toggle password visibility") would make a second control called "password".
          visibilityToggleButtonProps={{ 'aria-label': 'Show the characters' }}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {/* Mantine's Alert is role="alert": screen readers announce it as it appears. */}
        {error ? (
          <Alert color="red.9" variant="filled" title="Not signed in">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
