import { Anchor, Box, Group, Text, Title } from '../../../runtime/render/ui';
import type { ReactNode } from 'react';
import type { VehicleCardHeadingLevel } from './VehicleCard';

export interface VehicleShelfProps {
  /** The block's id: the heading's id is built from it. */
  id: string;
  heading: string;
  headingLevel: 2 | 3;
  /** Names the region when there is no heading. */
  fallbackLabel: string;
  emptyText: string;
  isEmpty: boolean;
  /** A link beside the heading, e.g. to every car the shelf picked from. */
  action?: { label: string; href: string; name?: string };
  children: ReactNode;
}

/** The cards' heading level: one below the shelf's heading, or the shelf's own level when it has none. */
export function cardHeadingLevel(heading: string, headingLevel: 2 | 3): VehicleCardHeadingLevel {
  return heading.trim() ? ((headingLevel + 1) as 3 | 4) : headingLevel;
}

/** A region of vehicle cards under an optional heading, saying so when there is none to show; grids and carousels share it. */
export function VehicleShelf({ id, heading, headingLevel, fallbackLabel, emptyText, isEmpty, action, children }: VehicleShelfProps) {
  const headingId = `${id}-heading`;
  const title = heading.trim();
  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : fallbackLabel} py="lg" px="md" maw={1320} mx="auto">
      {(title || action) && (
        <Group justify="space-between" align="baseline" mb="md" wrap="wrap">
          {title && (
            <Title id={headingId} order={headingLevel}>
              {title}
            </Title>
          )}
          {action && !isEmpty && (
            <Anchor href={action.href} fw={600} aria-label={action.name}>
              {action.label}
            </Anchor>
          )}
        </Group>
      )}
      {isEmpty ? <Text c="gray.7">{emptyText}</Text> : children}
    </Box>
  );
}
