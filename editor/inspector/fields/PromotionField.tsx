import { NativeSelect } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { type PromotionChoice, promotionChoicesAtom } from '../../state/promotion-choices';
import type { FieldProps } from '../field-props';
import { clearedValue, inputPropsFor } from '../input-props';
import { textOf } from './TextField';

const NOT_SET = '';

// Made once: toLocaleDateString builds a new formatter at each call, and every promotion's dates are written at each selection.
let dayFormat: Intl.DateTimeFormat | undefined;
const day = (iso: string) => {
  dayFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  return dayFormat.format(new Date(iso));
};

/** "Summer sale (1 Dec 2026 to 31 Jan 2027)": a promotion's title with when it shows, so two of one name are told apart. */
export function promotionWords(promotion: PromotionChoice): string {
  const { title, start, expiry } = promotion;
  if (start && expiry) return `${title} (${day(start)} to ${day(expiry)})`;
  if (start) return `${title} (from ${day(start)})`;
  if (expiry) return `${title} (until ${day(expiry)})`;
  return title;
}

/** Said when a block names a promotion the site's list no longer has. */
export const missingPromotionWords = (id: string) => `The promotion “${id}” is no longer in this site's promotions. Pick another, or add it under Promotions.`;

/**
 * One of the site's promotions, picked by its title from the site's own
 * list, never typed as an id. A promotion since removed stays shown, flagged,
 * until another is picked.
 */
export function PromotionField(props: FieldProps) {
  const { value, pointer, actions, required } = props;
  const promotions = useAtomValue(promotionChoicesAtom);
  const picked = textOf(value);
  const missing = picked !== '' && !promotions.some((promotion) => promotion.id === picked);
  const fieldProps = inputPropsFor(props);
  const data = [
    ...(!required || picked === '' ? [{ value: NOT_SET, label: promotions.length === 0 ? 'The site has no promotions yet' : 'None' }] : []),
    ...(missing ? [{ value: picked, label: `Missing promotion (${picked})` }] : []),
    ...promotions.map((promotion) => ({ value: promotion.id, label: promotionWords(promotion) })),
  ];
  return (
    <NativeSelect
      {...fieldProps}
      error={fieldProps.error ?? (missing ? missingPromotionWords(picked) : undefined)}
      data={data}
      value={picked}
      onChange={(event) => {
        const id = event.currentTarget.value;
        actions.set(pointer, id === NOT_SET ? clearedValue(props) : id);
      }}
    />
  );
}
