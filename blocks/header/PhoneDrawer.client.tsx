'use client';
import { Box, Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PhoneIcon } from './icons';

interface PhoneDrawerProps {
  label: string;
  /** The dealer's numbers, rendered on the server. */
  children: ReactNode;
}

export function PhoneDrawer({ label, children }: PhoneDrawerProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {/* On phones the button shrinks to its icon; the aria-label keeps its name for screen readers. */}
      <Button onClick={open} aria-haspopup="dialog" aria-expanded={opened} aria-label={label} leftSection={<PhoneIcon />} size="sm" px={{ base: 'xs', sm: 'md' }}>
        <Box component="span" visibleFrom="sm">
          {label}
        </Box>
      </Button>
      <Drawer opened={opened} onClose={close} title={label} position="right" size="sm">
        {children}
      </Drawer>
    </>
  );
}
