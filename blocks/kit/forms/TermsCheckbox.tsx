import { Checkbox } from '@mantine/core';
import { Anchor, VisuallyHidden } from '../../../runtime/render/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { READABLE_ERROR } from './readable-error';

interface TermsCheckboxProps {
  /** What react-hook-form's `register('terms_accepted')` gives. */
  registration: UseFormRegisterReturn;
  id: string;
  error?: string;
  /** The dealer's terms of use page. */
  termsHref: string;
}

/** The required "I agree to the terms of use" tick box, linking to the dealer's terms. */
export function TermsCheckbox({ registration, id, error, termsHref }: TermsCheckboxProps) {
  return (
    <Checkbox
      {...registration}
      id={id}
      required
      error={error}
      // Mantine ties the message to the box but does not mark the box itself.
      aria-invalid={error ? true : undefined}
      styles={READABLE_ERROR}
      label={
        <>
          I agree to the {/* A new tab, so the answers typed so far stay here. */}
          <Anchor href={termsHref} target="_blank" rel="noopener">
            terms of use<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        </>
      }
    />
  );
}
