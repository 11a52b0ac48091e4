import { Box, List, ListItem, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EditorNote } from '../../runtime/render/EditorNote';
import { SPECIFICATION_REVEAL_WORDINGS, splitSpecificationList } from '../../runtime/rules/specification-list';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { ShowMore } from '../kit/vehicle/islands.client';
import { VEHICLE_SPECIFICATIONS_LABEL, type VehicleSpecificationsProps } from './schema';
import { type SpecificationEntry, specificationEntries, specificationListName } from './specification-lists';

/** Which entries a collapsed Show More hides (blocks/kit/vehicle/show-more.css): those after the first shown. */
const moreMark = (index: number, firstShown: number) => (index >= firstShown ? { 'data-more': true } : {});

interface EntryListProps {
  entries: readonly SpecificationEntry[];
  firstShown: number;
}

/**
 * Labelled facts as a description list: label on the left, value on the
 * right, wrapping on a phone. Styled by class (specification-list.css): a
 * vehicle page has dozens of rows.
 */
function FactList({ entries, firstShown }: EntryListProps) {
  return (
    <dl className="specification-facts">
      {entries.map((entry, index) => (
        <div key={entry.label} className="specification-fact" {...moreMark(index, firstShown)}>
          <dt>{entry.label}</dt>
          <dd>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ItemList({ entries, firstShown }: EntryListProps) {
  return (
    <List spacing="xs">
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a feed may list an item twice; its place tells the two apart, and the list never reorders.
        <ListItem key={`${index}-${entry.label}`} {...moreMark(index, firstShown)}>
          {entry.label}
        </ListItem>
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
        <EntryList entries={entries} firstShown={entries.length} />
      ) : (
        <ShowMore id={id} showText={wording.show} hideText={wording.hide}>
          <EntryList entries={entries} firstShown={first.length} />
        </ShowMore>
      )}
    </Box>
  );
}
