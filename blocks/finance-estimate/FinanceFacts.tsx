import { Box, Text } from '../../runtime/render/ui';
import { Fragment } from 'react';

export interface FinanceFact {
  term: string;
  detail: string;
  /** A side fact, such as the amount borrowed: greyed, so the figures that matter stand out. */
  muted?: boolean;
}

/** Terms and their figures side by side, as a description list: the estimate's and the calculator's. */
export function FinanceFacts({ facts }: { facts: readonly FinanceFact[] }) {
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 16, rowGap: 4 }}>
      {facts.map((fact) => (
        <Fragment key={fact.term}>
          <Text component="dt" fw={fact.muted ? undefined : 600} c={fact.muted ? 'gray.7' : undefined}>
            {fact.term}
          </Text>
          <Text component="dd" m={0} c={fact.muted ? 'gray.7' : undefined}>
            {fact.detail}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
