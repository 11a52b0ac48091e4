'use client';

import { Alert, Button } from '@mantine/core';
import { Stack } from '../../../runtime/render/ui';
import { type MouseEvent, useState } from 'react';
import { READABLE_ALERT } from '../lead-form/readable-alert';

export const BROCHURE_FAILED_TITLE = 'The brochure could not be downloaded';
export const BROCHURE_OFFLINE = 'The brochure did not arrive. Check your connection and try again.';

/** What went wrong, in the server's words when it gave some. */
async function failureOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: said by status below.
  }
  return `The brochure could not be made just now (error ${response.status}). Try again in a moment.`;
}

/**
 * Spec (detail §7 and §8): the PDF is fetched as a file named {slug}.pdf,
 * and a failure shows an alert with the error message. A plain download
 * link without JavaScript; with it, fetched first so a failure is said on
 * the page instead of leaving the shopper with a broken file.
 */
export function BrochureDownload({ href, fileName, label }: { href: string; fileName: string; label: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch(href);
      if (!response.ok) {
        setFailure(await failureOf(response));
        return;
      }
      const file = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = file;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(file);
    } catch {
      setFailure(BROCHURE_OFFLINE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Button component="a" href={href} download={fileName} variant="outline" fullWidth loading={busy} onClick={download}>
        {label}
      </Button>
      {failure ? (
        <Alert role="alert" color="red" variant="light" title={BROCHURE_FAILED_TITLE} styles={READABLE_ALERT}>
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
