import { Center, Loader } from '@mantine/core';

/**
 * While a form's code loads: a spinner a screen reader announces. Mantine's
 * Loader is a bare span, on which a name alone is not allowed (axe:
 * aria-prohibited-attr); as a status it may carry one.
 */
export function FormLoading() {
  return (
    <Center mih={240}>
      <Loader role="status" aria-label="Loading the form" />
    </Center>
  );
}
