'use client';
import { Button } from '@mantine/core';
import { useOverlay } from '../../../runtime/client/use-overlay';
import { Table, TableTbody, TableTd, TableTh, TableTr, Text } from '../../../runtime/render/ui';
import { Modal } from '../overlays/islands.client';
import { preloadModal, preloadOnIntent } from '../overlays/preload.client';
import type { HolidayHoursLine } from '../../../runtime/rules/location-hours';

interface HolidayHoursProps {
  buttonText: string;
  locationName: string;
  lines: readonly HolidayHoursLine[];
}

/**
 * Spec (detail §2 "Locations"): holiday opening hours open in a dialog: the
 * special hours ahead, soonest first. Focus moves into the dialog, Escape
 * closes it, and focus comes back to the button.
 */
export function HolidayHours({ buttonText, locationName, lines }: HolidayHoursProps) {
  const { opened, mounted, open, close } = useOverlay();
  const title = `${buttonText}: ${locationName}`;
  return (
    <>
      <Button type="button" variant="subtle" size="compact-sm" px={0} onClick={open} {...preloadOnIntent(preloadModal)} aria-haspopup="dialog" aria-label={title} w="fit-content">
        {buttonText}
      </Button>
      {mounted && (
        <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
          {/* The kit's plain table, not Mantine's: its scroll container would bring floating-ui into this button's code (runtime/render/ui/Table.tsx). */}
          <Table verticalSpacing="xs" fz="sm">
            <TableTbody>
              {lines.map((line) => (
                <TableTr key={line.date} data-open={line.open}>
                  <TableTh scope="row" fw={600}>
                    {line.label}
                  </TableTh>
                  <TableTd>
                    <Text span size="sm">
                      {line.hours}
                    </Text>
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </Modal>
      )}
    </>
  );
}
