import { renderBox, type BoxProps } from './Box';
import { spacing } from './style-props';

export type TableProps = BoxProps & {
  layout?: 'auto' | 'fixed';
  horizontalSpacing?: string | number;
  /** 7 px unless given, as Mantine's own default. */
  verticalSpacing?: string | number;
};

/**
 * Mantine's Table, server-rendered (see Box). Mantine's own Table is a
 * client component whose scroll container brings Mantine's ScrollArea and
 * with it floating-ui (19 kB compressed): imported by a server component,
 * that code went to every dealer page, for a table of opening hours.
 */
export function Table({ layout, horizontalSpacing, verticalSpacing = 7, ...props }: TableProps) {
  return renderBox(
    { component: 'table', ...props },
    {
      classes: 'm_b23fa0ef mantine-Table-table',
      vars: {
        '--table-layout': layout,
        '--table-horizontal-spacing': horizontalSpacing === undefined ? undefined : spacing(horizontalSpacing),
        '--table-vertical-spacing': spacing(verticalSpacing),
      },
    },
  );
}

export function TableTbody(props: BoxProps) {
  return renderBox({ component: 'tbody', ...props }, { classes: 'm_b2404537 mantine-Table-tbody' });
}

/** A row; Mantine reads the table's `withRowBorders` from context, which a server component has not, so the row takes it itself (true by default, as Mantine's). */
export function TableTr({ withRowBorder = true, ...props }: BoxProps & { withRowBorder?: boolean }) {
  return renderBox({ component: 'tr', ...props }, { classes: 'm_4e7aa4fd mantine-Table-tr', mod: { withRowBorder } });
}

export function TableTh(props: BoxProps) {
  return renderBox({ component: 'th', ...props }, { classes: 'm_4e7aa4f3 mantine-Table-th' });
}

export function TableTd(props: BoxProps) {
  return renderBox({ component: 'td', ...props }, { classes: 'm_4e7aa4ef mantine-Table-td' });
}
