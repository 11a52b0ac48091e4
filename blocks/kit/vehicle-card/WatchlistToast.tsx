import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { VIEW_LIST } from '../../../runtime/rules/watchlist';

export interface WatchlistToastMessage {
  title: string;
  text: string;
}

/**
 * The toast after a watchlist change (spec search §8). role=status makes a
 * screen reader announce it without moving focus; it stays until closed or
 * replaced, so nobody has to read it against a clock.
 */
export function WatchlistToast({ message, listHref, onClose }: { message: WatchlistToastMessage; listHref: string; onClose: () => void }) {
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-body)"
      c="var(--mantine-color-text)"
      style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 400, maxWidth: 420, marginInline: 'auto' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={700}>{message.title}</Text>
          <Text size="sm">{message.text}</Text>
          <Anchor href={listHref} fw={600} size="sm">
            {VIEW_LIST}
          </Anchor>
        </Stack>
        <CloseButton aria-label="Close message" onClick={onClose} size="lg" />
      </Group>
    </Paper>
  );
}
