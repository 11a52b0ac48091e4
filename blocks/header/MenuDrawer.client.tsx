'use client';
import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface MenuDrawerProps {
  label: string;
  /** The menu, rendered on the server: this component only opens and closes it. */
  children: ReactNode;
}

export function MenuDrawer({ label, children }: MenuDrawerProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label={label} aria-expanded={opened} color="currentColor" size="sm" />
      <Drawer opened={opened} onClose={close} title={label} position="right" size="sm">
        {children}
      </Drawer>
    </>
  );
}
