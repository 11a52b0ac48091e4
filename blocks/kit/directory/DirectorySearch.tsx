import { TextInput } from '@mantine/core';
import { Button, Group } from '../../../runtime/render/ui';
import { DIRECTORY_QUERY_PARAMETER } from './directory-page';

interface DirectorySearchProps {
  /** Unique on the page: the field's id is built from it. */
  id: string;
  /** The page's own address: the form sends the search there. */
  action: string;
  label: string;
  buttonText: string;
  query: string;
}

/**
 * A plain GET form, so it works before and without JavaScript, and the
 * search lands in the address where it can be shared or bookmarked. A new
 * search starts on the first page, since the form sends no page number.
 */
export function DirectorySearch({ id, action, label, buttonText, query }: DirectorySearchProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not in every browser shoppers use yet; a form with the search role is.
    <form role="search" action={action} method="get" aria-label={label}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput id={`${id}-query`} name={DIRECTORY_QUERY_PARAMETER} type="search" label={label} defaultValue={query} maxLength={100} style={{ flex: 1 }} />
        <Button type="submit">{buttonText}</Button>
      </Group>
    </form>
  );
}
