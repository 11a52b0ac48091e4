import { ActionIcon, Group } from '@mantine/core';

export type ItemAction = 'up' | 'down' | 'remove';

interface ItemControlsProps {
  itemLabel: string;
  index: number;
  last: boolean;
  onItemAction: (action: ItemAction, index: number) => void;
}

/**
 * Move up, move down and remove, each named with the item for screen
 * readers. At the ends the move buttons say they are unavailable but stay
 * focusable, so focus is not lost when an item reaches the top or bottom.
 */
export function ItemControls({ itemLabel, index, last, onItemAction }: ItemControlsProps) {
  const first = index === 0;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${itemLabel} up`}
        aria-disabled={first || undefined}
        data-disabled={first || undefined}
        onClick={() => !first && onItemAction('up', index)}
      >
        <span aria-hidden="true">↑</span>
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${itemLabel} down`}
        aria-disabled={last || undefined}
        data-disabled={last || undefined}
        onClick={() => !last && onItemAction('down', index)}
      >
        <span aria-hidden="true">↓</span>
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={`Remove ${itemLabel}`} onClick={() => onItemAction('remove', index)}>
        <span aria-hidden="true">✕</span>
      </ActionIcon>
    </Group>
  );
}
