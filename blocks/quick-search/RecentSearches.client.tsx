'use client';
import { Anchor, Stack, Title } from '../../runtime/render/ui';
import { useAtomValue } from 'jotai';
import { recentSearchesAtom } from '../../runtime/client/recent-searches-store';

interface RecentSearchesProps {
  dealerSlug: string;
  heading: string;
  headingLevel: 3 | 4;
}

/** Spec (detail §3): the last 5 searches with their path, from this browser; nothing until there are some. */
export function RecentSearches({ dealerSlug, heading, headingLevel }: RecentSearchesProps) {
  const recent = useAtomValue(recentSearchesAtom(dealerSlug));
  if (recent.length === 0) return null;
  return (
    <Stack gap={4} mt="md" component="nav" aria-label={heading}>
      <Title order={headingLevel} fz="md">
        {heading}
      </Title>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {recent.map((search) => (
          <li key={search.path}>
            <Anchor href={search.path} mih={24} display="inline-block">
              {search.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
