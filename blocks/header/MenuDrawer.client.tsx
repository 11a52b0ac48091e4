'use client';
import { Burger } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOverlay } from '../../runtime/client/use-overlay';
import { Drawer } from '../kit/overlays/islands.client';
import { preloadDrawer, preloadOnIntent } from '../kit/overlays/preload.client';

interface MenuDrawerProps {
  label: string;
  /** The menu, rendered on the server: this component only opens and closes it. */
  children: ReactNode;
}

export function MenuDrawer({ label, children }: MenuDrawerProps) {
  const { opened, mounted, toggle, close } = useOverlay();
  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label={label} aria-expanded={opened} color="currentColor" size="sm" {...preloadOnIntent(preloadDrawer)} />
      {mounted && (
        <Drawer opened={opened} onClose={close} title={label} position="right" size="sm">
          {children}
        </Drawer>
      )}
    </>
  );
}
