'use client';
import { Button, Drawer } from '@mantine/core';
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
      <Button onClick={open} aria-haspopup="dialog" aria-expanded={opened} leftSection={<PhoneIcon />} size="sm">
        {label}
      </Button>
      <Drawer opened={opened} onClose={close} title={label} position="right" size="sm">
        {children}
      </Drawer>
    </>
  );
}
