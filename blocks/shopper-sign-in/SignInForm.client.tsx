'use client';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { localPath } from '../../runtime/rules/local-path';
import { australianMobile, AUSTRALIAN_MOBILE_PATTERN, AUSTRALIAN_MOBILE_WORDS } from '../../schemas/api/watchlist';
import { useHydrated } from '../../runtime/client/use-hydrated';

export interface SignInFormProps {
  sendCodeUrl: string;
  verifyCodeUrl: string;
  /** Where the shopper goes when the link names no local path to go back to. */
  homeHref: string;
  /** Sends the browser on; a prop so tests can see where. */
  navigate?: (href: string) => void;
}

const CONNECTION_FAILED = 'That did not work just now. Check your connection and try again.';
const mobile = new RegExp(AUSTRALIAN_MOBILE_PATTERN);
/** Mantine's dimmed help text is too faint on some dealer themes (WCAG 1.4.3); the body colour always passes. */
const READABLE_HELP = { description: { color: 'var(--mantine-color-text)' } };

type Answer = { success?: boolean; message?: string; notice?: string; fields?: { message: string }[] };

async function post(url: string, body: object): Promise<Answer> {
  try {
    const response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await response.json()) as Answer;
  } catch {
    return { success: false, message: CONNECTION_FAILED };
  }
}

const problemOf = (answer: Answer) => answer.message ?? answer.fields?.[0]?.message ?? CONNECTION_FAILED;

/** Spec search §2: /sign-in?type=watchlist&redirect=…&back=… — mobile, then code, then back to `redirect`. */
export function SignInForm({ sendCodeUrl, verifyCodeUrl, homeHref, navigate = (href) => window.location.assign(href) }: SignInFormProps) {
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const query = () => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);

  async function askForCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: a number typed while the page's script was still loading is in the field, not in state.
    const entered = String(new FormData(event.currentTarget).get('phone_number') ?? '');
    setTyped(entered);
    const number = australianMobile(entered);
    if (!mobile.test(number)) return setProblem(`Enter ${AUSTRALIAN_MOBILE_WORDS}.`);
    setBusy(true);
    const answer = await post(sendCodeUrl, { phone_number: number });
    setBusy(false);
    if (answer.success !== true) return setProblem(problemOf(answer));
    setProblem(null);
    setNotice(answer.notice ?? null);
    setPhone(number);
  }

  async function checkCode(event: FormEvent) {
    event.preventDefault();
    if (!phone) return;
    setBusy(true);
    const answer = await post(verifyCodeUrl, { phone_number: phone, code: code.trim() });
    setBusy(false);
    if (answer.success !== true) return setProblem(problemOf(answer));
    navigate(localPath(query().get('redirect'), homeHref));
  }

  // Read after hydration: the server renders the page without the query.
  const [back, setBack] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, after hydration; the address does not change under the form.
  useEffect(() => setBack(localPath(query().get('back'), '')), []);
  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" role="alert" title="Not signed in yet">
          {problem}
        </Alert>
      )}
      {phone === null ? (
        <form onSubmit={askForCode} noValidate>
          <Stack gap="sm">
            <TextInput
              styles={READABLE_HELP}
              label="Mobile number"
              description="An Australian mobile, like 0412 345 678"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              name="phone_number"
              defaultValue={typed}
            />
            <Button type="submit" loading={busy} disabled={!hydrated}>
              Text me a code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={checkCode} noValidate>
          <Stack gap="sm">
            {notice && (
              <Text role="status" fw={600}>
                {notice}
              </Text>
            )}
            <TextInput
              styles={READABLE_HELP}
              label="6-digit code"
              description={`Sent to ${typed.trim()}`}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoFocus
            />
            <Button type="submit" loading={busy}>
              Sign in
            </Button>
            <Button
              type="button"
              variant="subtle"
              onClick={() => {
                setPhone(null);
                setCode('');
                setNotice(null);
              }}
            >
              Use another number
            </Button>
          </Stack>
        </form>
      )}
      {back && <Anchor href={back}>Back</Anchor>}
    </Stack>
  );
}
