import { Anchor, Group, Text, VisuallyHidden } from '../../../runtime/render/ui';

interface DirectoryPagingProps {
  page: number;
  pages: number;
  /** The address of a page number. */
  hrefFor: (page: number) => string;
  label: string;
}

/** Previous, each page number and next, as links; the page shown is marked for screen readers. */
export function DirectoryPaging({ page, pages, hrefFor, label }: DirectoryPagingProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_unused, index) => index + 1);
  return (
    <nav aria-label={label}>
      <Group component="ul" gap="xs" m={0} p={0} mt="md" style={{ listStyle: 'none' }} wrap="wrap">
        {page > 1 && (
          <li>
            <Anchor href={hrefFor(page - 1)} rel="prev" display="inline-block" p="xs">
              Previous
            </Anchor>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <Text component="span" aria-current="page" fw={700} display="inline-block" p="xs">
                <VisuallyHidden>Page </VisuallyHidden>
                {number}
              </Text>
            ) : (
              <Anchor href={hrefFor(number)} aria-label={`Page ${number}`} display="inline-block" p="xs">
                {number}
              </Anchor>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <Anchor href={hrefFor(page + 1)} rel="next" display="inline-block" p="xs">
              Next
            </Anchor>
          </li>
        )}
      </Group>
    </nav>
  );
}
