import { Box, Group, List, ListItem, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EditorNote } from '../../runtime/render/EditorNote';
import { SPECIFICATION_REVEAL_WORDINGS, splitSpecificationList } from '../../runtime/rules/specification-list';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { ShowMore } from '../kit/vehicle/islands.client';
import { VEHICLE_SPECIFICATIONS_LABEL, type VehicleSpecificationsProps } from './schema';
import { type SpecificationEntry, specificationEntries, specificationListName } from './specification-lists';

const ROW_RULE = '1px solid var(--mantine-color-gray-3)';

/** Labelled facts as a description list: label on the left, value on the right, wrapping on a phone. */
function FactList({ entries }: { entries: readonly SpecificationEntry[] }) {
  return (
    <Box component="dl" m={0}>
      {entries.map((entry) => (
        <Group key={entry.label} component="div" justify="space-between" align="baseline" wrap="nowrap" gap="md" py="xs" style={{ borderBottom: ROW_RULE }}>
          <Text component="dt" c="gray.7">
            {entry.label}
          </Text>
          <Text component="dd" m={0} fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
            {entry.value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}

function ItemList({ entries }: { entries: readonly SpecificationEntry[] }) {
  return (
    <List spacing="xs">
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a feed may list an item twice; its place tells the two apart, and the list never reorders.
        <ListItem key={`${index}-${entry.label}`}>{entry.label}</ListItem>
      ))}
    </List>
  );
}

/**
 * One of the vehicle page's specification lists: its first 4 (or 8)
 * entries, and a Show More / Show All button for the rest when there is a
 * rest (runtime/rules/specification-list.ts).
 */
export function VehicleSpecifications({ id, props, site }: BlockRenderInput<VehicleSpecificationsProps, undefined>) {
  const car = site.car;
  if (!car) return <NoCarNote site={site} label={VEHICLE_SPECIFICATIONS_LABEL} />;
  const heading = props.heading?.trim() || specificationListName(props.list);
  const entries = specificationEntries(props.list, car);
  if (entries.length === 0) {
    return <EditorNote site={site}>This car has nothing to show under {heading}; shoppers see nothing here.</EditorNote>;
  }
  const { first, more } = splitSpecificationList(entries, props.firstShown);
  const EntryList = props.list === 'standard-equipment' ? ItemList : FactList;
  const wording = SPECIFICATION_REVEAL_WORDINGS[props.buttonWording];
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={props.headingLevel} id={headingId} mb="sm">
        {heading}
      </Title>
      {more.length === 0 ? (
        <EntryList entries={first} />
      ) : (
        <ShowMore id={id} collapsed={<EntryList entries={first} />} expanded={<EntryList entries={entries} />} showText={wording.show} hideText={wording.hide} />
      )}
    </Box>
  );
}
