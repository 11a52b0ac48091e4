'use client';
import { Button, type ButtonProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MouseEvent } from 'react';
import { useOverlay } from '../../../runtime/client/use-overlay';
import { ROW_BUTTON_STYLE } from '../buttons/row-button';
import { Modal } from '../overlays/islands.client';
import { preloadModal, preloadOnIntent } from '../overlays/preload.client';
import { SendLeadForm } from './islands.client';
import type { VehicleLeadForm } from './vehicle-lead-form';

interface LeadDialogButtonProps {
  label: string;
  /** The form's own page: where the button goes without script, or opened in a new tab. */
  href: string;
  variant: ButtonProps['variant'];
  /** Smaller, and only as wide as its words, where it shares a row with others (a card's second buttons). */
  size?: ButtonProps['size'];
  inRow?: boolean;
  /** The dialog's heading. */
  title: string;
  form: VehicleLeadForm;
  /** The button's name for screen readers where its words alone repeat (a card's Enquire names its car). */
  ariaLabel?: string;
  /** The data attributes the button's neighbours carry (data-action on the vehicle page, data-button on cards). */
  data: Readonly<Record<`data-${string}`, string>>;
}

/** A click that asks for a new tab or window keeps the link's own behaviour. */
const opensElsewhere = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * Spec detail §2: on the vehicle page, the enquiry and test-drive forms
 * open as pop-ups. The button is a link to the form's page, so it works
 * before the page's script has loaded; once it has, a click opens the form
 * in a dialog on the page instead (full screen on a phone), focus moves into
 * it, Escape closes it and focus comes back to the button.
 */
export function LeadDialogButton({ label, href, variant, size, inRow = false, title, form, ariaLabel, data }: LeadDialogButtonProps) {
  const { opened, mounted, open, close } = useOverlay();
  return (
    <>
      <Button
        component="a"
        href={href}
        variant={variant}
        size={size}
        fullWidth={!inRow}
        style={inRow ? ROW_BUTTON_STYLE : undefined}
        {...data}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        {...preloadOnIntent(preloadModal)}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          open();
        }}
      >
        {label}
      </Button>
      {mounted && <LeadDialog opened={opened} close={close} title={title} form={form} />}
    </>
  );
}

/** The dialog, rendered from its first opening on (use-overlay.ts): only then does it read the screen's width. */
function LeadDialog({ opened, close, title, form }: { opened: boolean; close: () => void; title: string; form: VehicleLeadForm }) {
  // Read at once rather than after a first render: the dialog is never in the server's HTML.
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false });
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" fullScreen={phone === true} closeButtonProps={{ 'aria-label': 'Close' }}>
      <SendLeadForm {...form} />
    </Modal>
  );
}
