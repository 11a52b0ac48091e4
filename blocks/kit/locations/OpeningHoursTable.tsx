import { Anchor, Table, TableTbody, TableTd, TableTh, TableTr, Text, VisuallyHidden } from '../../../runtime/render/ui';
import type { OpeningHoursRow } from '../../../runtime/rules/opening-hours';

interface OpeningHoursTableProps {
  rows: readonly OpeningHoursRow[];
  /** Names the table for screen readers: "Opening Hours: Sunshine Coast Toyota". */
  caption: string;
}

/**
 * Spec (detail §4): a location's week, Monday first, as opening-hours rules
 * lay it out (runtime/rules/opening-hours.ts). A day with special hours
 * shows its date; a closed service day may link to online booking. Shared by
 * the server-rendered cards and the hours-by-type island.
 */
export function OpeningHoursTable({ rows, caption }: OpeningHoursTableProps) {
  if (rows.length === 0) return null;
  return (
    <Table verticalSpacing={2} horizontalSpacing={0} fz="sm" layout="auto">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <TableTbody>
        {rows.map((row) => (
          <TableTr key={row.label} withRowBorder={false} data-special={row.special || undefined} data-open={row.open}>
            <TableTh scope="row" fw={600} pr="md" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              <span aria-hidden="true">{row.label}</span>
              <VisuallyHidden>{row.spokenLabel}</VisuallyHidden>
            </TableTh>
            <TableTd>
              {row.link ? (
                <Anchor href={row.link.href} target="_blank" rel="noopener" fw={600} aria-label={`${row.link.text}: book a service online (opens in a new tab)`}>
                  {row.link.text}
                </Anchor>
              ) : (
                row.hours
              )}
              {row.special ? (
                <Text span size="xs" c="gray.7">
                  {' (special hours)'}
                </Text>
              ) : null}
            </TableTd>
          </TableTr>
        ))}
      </TableTbody>
    </Table>
  );
}
