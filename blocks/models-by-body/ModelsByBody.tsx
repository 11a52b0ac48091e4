import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EMPTY_SEARCH, searchToQueryString } from '../../runtime/rules/search-query-string';
import { BODY_TYPES } from '../../schemas/entities/car-values';
import { BODY_PARAMETER, BODY_TYPE_LABELS, type BodyType } from '../kit/body-types/body-types';
import type { ModelsByBodyData } from './load';
import type { ModelsByBodyProps } from './schema';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3 } as const;

/** The search for one model of a body type, as the search page takes it. */
export function modelSearchPath(body: BodyType, makeModel: string): string {
  return `/search?${searchToQueryString({ ...EMPTY_SEARCH, lists: { make_model: [makeModel], body: [body] } })}`;
}

function carsText(count: number): string {
  return `${count} ${count === 1 ? 'car' : 'cars'}`;
}

export function ModelsByBody({ id, props, data, site }: BlockRenderInput<ModelsByBodyProps, ModelsByBodyData>) {
  const headingId = `${id}-heading`;
  const current = data?.kind === 'known' ? data.body : undefined;
  const heading = current ? props.heading.replace('{body}', BODY_TYPE_LABELS[current]) : props.chooseHeading;
  const pagePath = site.page.path;
  return (
    <Box component="section" aria-labelledby={headingId} py="lg" px="md" maw={1320} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={1}>
          {heading}
        </Title>
        {data?.kind === 'unknown' && (
          <Paper role="alert" withBorder p="md" style={{ borderColor: 'var(--mantine-color-red-9)', borderLeftWidth: 6 }}>
            <Text fw={600}>{props.unknownBodyText.replace('{body}', data.written)}</Text>
          </Paper>
        )}
        {current && data && data.models.length === 0 && <Text c="gray.7">{props.emptyText.replace('{body}', BODY_TYPE_LABELS[current])}</Text>}
        {current && data && data.models.length > 0 && (
          <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.models.map((model) => (
              <li key={model.value}>
                <Anchor
                  href={site.href(modelSearchPath(current, model.value))}
                  display="block"
                  p="sm"
                  fw={600}
                  style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  {model.label}{' '}
                  <Text span c="gray.7" fw={400} fz="sm">
                    ({carsText(model.count)})
                  </Text>
                </Anchor>
              </li>
            ))}
          </SimpleGrid>
        )}
        <nav aria-label={props.bodyTypesLabel}>
          <Title order={2} fz="lg" mb="xs">
            {props.bodyTypesLabel}
          </Title>
          <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {BODY_TYPES.map((body) => (
              <li key={body}>
                <Anchor
                  href={site.href(`${pagePath}?${BODY_PARAMETER}=${encodeURIComponent(body)}`)}
                  aria-current={body === current ? 'page' : undefined}
                  display="inline-block"
                  px="sm"
                  py={6}
                  fw={body === current ? 700 : 500}
                  style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 999 }}
                >
                  {BODY_TYPE_LABELS[body]}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
      </Stack>
    </Box>
  );
}
