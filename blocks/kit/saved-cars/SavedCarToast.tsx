import { Button, CloseButton, OptionalPortal, Transition } from '@mantine/core';
import { Anchor, Group, Paper, Stack, Text } from '../../../runtime/render/ui';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SLIDING_ANIMATION_MS } from '../../../runtime/rules/sliding-animation';
import type { SavedCarToastMessage } from './saved-car-toasts';

/**
 * The toast after a saved-car change (spec search §8). It slides up in the
 * spec's 300 ms (none for shoppers who ask for less motion). role=status
 * makes a screen reader announce it without moving focus; it stays until
 * closed or replaced by the next change's, so nobody reads it against a clock.
 * It is drawn at the end of the page, so no card or carousel around the
 * button that raised it can clip it.
 */
export function SavedCarToast({ message, onClose }: { message: SavedCarToastMessage; onClose: () => void }) {
  const reduceMotion = useReducedMotion();
  // Mounted hidden, then shown: the slide plays each time a toast replaces another.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const { action } = message;
  return (
    <OptionalPortal>
      <Transition mounted={shown} transition="slide-up" duration={reduceMotion ? 0 : SLIDING_ANIMATION_MS} keepMounted>
        {(style) => (
          <Paper
            role="status"
            shadow="md"
            withBorder
            radius="md"
            p="sm"
            bg="var(--mantine-color-body)"
            c="var(--mantine-color-text)"
            data-toast
            style={{ ...style, position: 'fixed', insetInline: 16, bottom: 16, zIndex: 400, maxWidth: 420, marginInline: 'auto' }}
          >
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700}>{message.title}</Text>
                <Text size="sm">{message.text}</Text>
                <Group gap="md" wrap="wrap">
                  <Anchor href={message.link.href} fw={600} size="sm">
                    {message.link.label}
                  </Anchor>
                  {action?.href && (
                    <Anchor href={action.href} fw={600} size="sm" onClick={action.run}>
                      {action.label}
                    </Anchor>
                  )}
                  {action && !action.href && (
                    <Button type="button" variant="subtle" size="compact-sm" px={4} onClick={action.run}>
                      {action.label}
                    </Button>
                  )}
                </Group>
              </Stack>
              <CloseButton aria-label="Close message" onClick={onClose} size="lg" />
            </Group>
          </Paper>
        )}
      </Transition>
    </OptionalPortal>
  );
}
