'use client';
import { Anchor, Box, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { Texts } from '../../schemas/texts';
import { compareAtom } from '../kit/vehicle-card/compare-atoms';
import { MAX_COMPARED_CARS } from '../kit/vehicle-card/compare-store';
import { COMPARE_ROWS, UNKNOWN_FACT } from './compare-rows';

interface CompareTableProps {
  dealerSlug: string;
  texts: Pick<Texts, 'noPrice'>;
  /** The address of a car's page, by its slug. */
  carHrefs: { prefix: string };
  emptyText: string;
  browse: { label: string; href: string };
  tableLabel: string;
}

const cellStyle = { padding: '10px 12px', borderBottom: '1px solid var(--mantine-color-gray-3)', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * The compared cars side by side: a column each, a row per key fact. The list
 * lives in the browser, so the table is drawn there; until it has been read
 * nothing shows, rather than an empty state that then vanishes.
 */
export function CompareTable({ dealerSlug, texts, carHrefs, emptyText, browse, tableLabel }: CompareTableProps) {
  const [cars, setCars] = useAtom(compareAtom(dealerSlug));
  const [read, setRead] = useState(false);
  useEffect(() => setRead(true), []);
  if (!read) return null;
  if (cars.length === 0) {
    return (
      <Stack gap="xs" data-compare-empty>
        <Text>{emptyText}</Text>
        <Anchor href={browse.href} fw={600}>
          {browse.label}
        </Anchor>
      </Stack>
    );
  }
  const remove = (id: number) => setCars((current) => current.filter((car) => car.id !== id));
  return (
    // Wider than a phone with three cars: the table scrolls sideways, and takes focus so the keyboard can scroll it too.
    <Box role="region" aria-label={tableLabel} tabIndex={0} style={{ position: 'relative', overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', minWidth: 320 + cars.length * 160, width: '100%' }}>
        <caption style={{ textAlign: 'left', paddingBottom: 8 }}>{`Comparing ${cars.length} of up to ${MAX_COMPARED_CARS} cars`}</caption>
        <thead>
          <tr>
            <td style={cellStyle}>
              <VisuallyHidden>Car</VisuallyHidden>
            </td>
            {cars.map((car) => (
              <th key={car.id} scope="col" style={{ ...cellStyle, width: `${Math.floor(80 / cars.length)}%` }}>
                <Stack gap={6}>
                  {car.primary_image_url && (
                    <img
                      src={car.primary_image_url}
                      alt=""
                      width={320}
                      height={240}
                      loading="lazy"
                      style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 4 }}
                    />
                  )}
                  <Anchor href={`${carHrefs.prefix}${encodeURIComponent(car.slug)}`} fw={700}>
                    {car.name}
                  </Anchor>
                  <Button type="button" size="compact-sm" variant="outline" onClick={() => remove(car.id)} aria-label={`Remove ${car.name} from the comparison`}>
                    Remove
                  </Button>
                </Stack>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" style={{ ...cellStyle, fontWeight: 600 }}>
                {row.label}
              </th>
              {cars.map((car) => (
                <td key={car.id} style={cellStyle}>
                  {row.value(car, texts) ?? UNKNOWN_FACT}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
