'use client';
import { Button, Group, Loader, Text } from '@mantine/core';
import { SPAM_CHECK_WORDS } from '../../../runtime/spam-check-words';
import type { SpamCheck } from './useSpamCheck.client';

/**
 * Says where the form's spam check is, in a polite live region, so a
 * screen reader hears it finish; after a failure, a button to try again.
 * Nothing at all when the check is off.
 */
export function SpamCheckStatus({ check }: { check: SpamCheck }) {
  if (check.state === 'off') return null;
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
      {check.state === 'checking' && <Loader size="xs" aria-hidden="true" />}
      <Text size="sm" c={check.state === 'failed' ? 'red.9' : undefined}>
        {SPAM_CHECK_WORDS[check.state]}
      </Text>
      {check.state === 'failed' && (
        <Button variant="subtle" size="compact-sm" onClick={check.start}>
          {SPAM_CHECK_WORDS.retry}
        </Button>
      )}
    </Group>
  );
}
