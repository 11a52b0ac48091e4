import { Anchor, Text, VisuallyHidden } from '../../../runtime/render/ui';
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
 * the server-rendered cards and the hours-by-type island. Styled by class
 * (opening-hours.css): a dealer group's home shows a table for each location.
 */
export function OpeningHoursTable({ rows, caption }: OpeningHoursTableProps) {
  if (rows.length === 0) return null;
  return (
    <table className="opening-hours">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} data-special={row.special || undefined} data-open={row.open}>
            <th scope="row">
              <span aria-hidden="true">{row.label}</span>
              <VisuallyHidden>{row.spokenLabel}</VisuallyHidden>
            </th>
            <td>
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
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
