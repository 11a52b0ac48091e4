import { Paper, Stack, Title } from '../../../runtime/render/ui';
import type { ReactNode } from 'react';

/** A bordered box beside the car on the vehicle page, a section under its own heading. */
export function SidePanel({ id, heading, headingLevel, children }: { id: string; heading: string; headingLevel: 2 | 3; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title id={headingId} order={headingLevel} size="h3">
          {heading}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
