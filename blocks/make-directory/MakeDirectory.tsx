import { Anchor, Text } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EMPTY_SEARCH, searchToQueryString } from '../../runtime/rules/search-query-string';
import { DirectoryFrame } from '../kit/directory/DirectoryFrame';
import type { MakeDirectoryData } from './load';
import type { MakeDirectoryProps } from './schema';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3 } as const;

export function makeSearchPath(make: string): string {
  return `/search?${searchToQueryString({ ...EMPTY_SEARCH, lists: { make: [make] } })}`;
}

function carsText(count: number): string {
  return `${count} ${count === 1 ? 'car' : 'cars'}`;
}

export function MakeDirectory({ id, props, data, site }: BlockRenderInput<MakeDirectoryProps, MakeDirectoryData>) {
  return (
    <DirectoryFrame
      id={id}
      site={site}
      words={props}
      entries={data?.makes ?? []}
      searchTextsOf={(make) => [make.label]}
      counted={{ one: 'make', many: 'makes' }}
      columns={GRID_COLUMNS}
      spacing="sm"
      keyOf={(make) => make.value}
      renderEntry={(make) => (
        <Anchor
          href={site.href(makeSearchPath(make.value))}
          display="block"
          p="sm"
          fw={600}
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {make.label}{' '}
          <Text span c="gray.7" fw={400} fz="sm">
            ({carsText(make.count)})
          </Text>
        </Anchor>
      )}
    />
  );
}
