'use client';
import { Box, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOverlay } from '../../runtime/client/use-overlay';
import { Drawer } from '../kit/overlays/islands.client';
import { preloadDrawer, preloadOnIntent } from '../kit/overlays/preload.client';
import { PhoneIcon } from './icons';
import { HEADER_BUTTON_LABEL_DISPLAY, HEADER_BUTTON_PADDING } from './button-label';

interface PhoneDrawerProps {
  label: string;
  /** The dealer's numbers, rendered on the server. */
  children: ReactNode;
}

export function PhoneDrawer({ label, children }: PhoneDrawerProps) {
  const { opened, mounted, open, close } = useOverlay();
  return (
    <>
      {/* On phones the button shrinks to its icon; the aria-label keeps its name for screen readers. */}
      <Button
        onClick={open}
        {...preloadOnIntent(preloadDrawer)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-label={label}
        leftSection={<PhoneIcon />}
        size="sm"
        px={HEADER_BUTTON_PADDING}
      >
        <Box component="span" display={HEADER_BUTTON_LABEL_DISPLAY}>
          {label}
        </Box>
      </Button>
      {mounted && (
        <Drawer opened={opened} onClose={close} title={label} position="right" size="sm">
          {children}
        </Drawer>
      )}
    </>
  );
}
