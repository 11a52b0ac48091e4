import { Grid, GridCol } from '@mantine/core';
import type { BlockRenderInput } from '../../runtime/block-types';
import { COLUMN_GAPS, COLUMN_SLOTS, columnSpans } from './column-spans';
import type { ColumnsProps } from './schema';

/** Phones first: every column takes the full width until the sm breakpoint (48em). */
export function Columns({ props, slots }: BlockRenderInput<ColumnsProps, undefined>) {
  return (
    <Grid gap={COLUMN_GAPS[props.gap]}>
      {columnSpans(props.count, props.proportion).map((span, index) => (
        <GridCol key={COLUMN_SLOTS[index]} span={{ base: 12, ...span }} data-column={COLUMN_SLOTS[index]}>
          {slots[COLUMN_SLOTS[index]]}
        </GridCol>
      ))}
    </Grid>
  );
}
