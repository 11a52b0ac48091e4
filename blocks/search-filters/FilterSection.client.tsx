'use client';
import { Collapse, UnstyledButton } from '@mantine/core';
import { Box, Group, Text, Title } from '../../runtime/render/ui';
import { useId, useState, type ReactNode } from 'react';
import { SLIDING_ANIMATION_MS } from '../../runtime/rules/sliding-animation';

interface FilterSectionProps {
  title: string;
  /** How many choices are made in it, shown beside the title so a closed section still says so. */
  chosen?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * Spec (search §4): each filter section expands and collapses. The heading holds the button, as in an accordion.
 * A closed section's choices are rendered from its first opening on: a search page's closed sections held about
 * 150 checkboxes that the browser hydrated, and that re-rendered as their collapse mounted, for nobody to see.
 */
export function FilterSection({ title, chosen = 0, defaultOpen = false, children }: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen || chosen > 0);
  const [everOpen, setEverOpen] = useState(open);
  // Set while rendering, so the first opening renders the choices in the same pass as it expands.
  if (open && !everOpen) setEverOpen(true);
  const contentId = useId();
  return (
    <Box py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} data-filter-section={title}>
      <Title order={3} fz="md" m={0}>
        <UnstyledButton onClick={() => setOpen((was) => !was)} aria-expanded={open} aria-controls={contentId} w="100%" mih={44} fw={700}>
          <Group justify="space-between" wrap="nowrap">
            <span>
              {title}
              {chosen > 0 && (
                <Text span c="gray.7" fw={400} fz="sm">
                  {` (${chosen} chosen)`}
                </Text>
              )}
            </span>
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={open} id={contentId} transitionDuration={SLIDING_ANIMATION_MS}>
        {everOpen && <Box pb="sm">{children}</Box>}
      </Collapse>
    </Box>
  );
}
