'use client';
import { Button, Radio, TextInput } from '@mantine/core';
import { Group, SimpleGrid, Stack, Text } from '../../runtime/render/ui';
import { useState } from 'react';
import {
  type BudgetRepayments,
  budgetAmount,
  budgetFindsCars,
  DEFAULT_BUDGET,
  DEFAULT_BUDGET_DEPOSIT,
  DEFAULT_BUDGET_PERIOD,
  DEFAULT_BUDGET_REPAYMENT,
  estimatedBudget,
  repaymentForPeriod,
} from '../../runtime/rules/budget';
import { bodyLabel } from '../../runtime/rules/body-label';
import type { PaymentPeriod } from '../../runtime/rules/finance-estimate';
import type { FacetItem } from '../../schemas/api/search';
import { type BudgetCounts, budgetSearchAddress } from './budget-search';
import { budgetWords } from './budget-words';
import { useBudgetCounts } from './useBudgetCounts.client';
import { madeOnFirstUse, SITE_LOCALE, wholeNumberText } from '../../runtime/rules/formatters';

export interface BudgetPanelWords {
  viewButton: string;
  noneFoundButton: string;
  noneFoundText: string;
}

interface BudgetPanelProps {
  id: string;
  /** Where POST /api/search answers for this site. */
  endpoint: string;
  /** The search page's address on this site. */
  searchPage: string;
  initial: BudgetCounts;
  words: BudgetPanelWords;
}

/** The repayment and deposit as typed (a field may be blank for a moment); the rules read them. */
type TypedRepayments = BudgetRepayments & { repayment: string; deposit: string };

const PERIODS: readonly { value: PaymentPeriod; label: string }[] = [
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

const amountFormat = madeOnFirstUse(() => new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 2 }));
const amountText = (amount: number) => (Number.isInteger(amount) ? wholeNumberText(amount) : amountFormat().format(amount));
const carsText = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

/** The body tiles: the facet's bodies, and the one chosen even when the budget left it out of them. */
function bodyTiles(counts: BudgetCounts, chosen: string | undefined): FacetItem[] {
  if (!chosen || counts.bodies.some((item) => item.value === chosen)) return counts.bodies;
  return [...counts.bodies, { label: chosen, value: chosen, count: counts.count }];
}

/**
 * Spec detail §2 "Budget finder" and §4 "Budget panel": a budget typed in,
 * or worked out from a repayment and a deposit (editing those rewrites the
 * budget); body tiles with counts that toggle; and the button to the search
 * for the budget, disabled below the cheapest car of the body chosen.
 */
export function BudgetPanel({ id, endpoint, searchPage, initial, words }: BudgetPanelProps) {
  const [body, setBody] = useState<string | undefined>(undefined);
  const [repayments, setRepayments] = useState<TypedRepayments>({
    repayment: String(DEFAULT_BUDGET_REPAYMENT[DEFAULT_BUDGET_PERIOD]),
    period: DEFAULT_BUDGET_PERIOD,
    deposit: String(DEFAULT_BUDGET_DEPOSIT),
  });
  const [budgetText, setBudgetText] = useState(amountText(DEFAULT_BUDGET));
  const budget = budgetAmount(budgetText);
  const counts = useBudgetCounts(endpoint, budget, body, initial);
  const findsCars = budgetFindsCars(budget, counts.cheapest);

  const changeRepayments = (change: Partial<TypedRepayments>) => {
    const next = { ...repayments, ...change };
    setRepayments(next);
    setBudgetText(amountText(estimatedBudget(next)));
  };
  const bodiesLabelId = `${id}-bodies`;

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text id={bodiesLabelId} fw={600} fz="sm">
          Body type
        </Text>
        <SimpleGrid role="group" aria-labelledby={bodiesLabelId} cols={{ base: 2, sm: 4 }} spacing="xs">
          {bodyTiles(counts, body).map((item) => {
            const chosen = item.value === body;
            return (
              <Button
                key={item.value}
                variant={chosen ? 'filled' : 'default'}
                aria-pressed={chosen}
                h="auto"
                py="xs"
                onClick={() => setBody(chosen ? undefined : item.value)}
                data-body={item.value}
              >
                <Stack component="span" gap={0} align="center">
                  <span>{bodyLabel(item.value)}</span>{' '}
                  <Text span fz="xs" fw={400}>
                    {carsText(item.count)}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput label="Budget ($)" inputMode="decimal" autoComplete="off" value={budgetText} onChange={(event) => setBudgetText(event.currentTarget.value)} />
        <TextInput
          label="Repayment ($)"
          inputMode="decimal"
          autoComplete="off"
          value={repayments.repayment}
          onChange={(event) => changeRepayments({ repayment: event.currentTarget.value })}
        />
        <Radio.Group
          label="Repayments"
          value={repayments.period}
          onChange={(value) => {
            const period = value as PaymentPeriod;
            changeRepayments({ period, repayment: repaymentForPeriod(repayments.repayment, period) });
          }}
        >
          <Group gap="md" mt={8}>
            {PERIODS.map((period) => (
              <Radio key={period.value} value={period.value} label={period.label} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label="Deposit ($)"
          inputMode="decimal"
          autoComplete="off"
          value={repayments.deposit}
          onChange={(event) => changeRepayments({ deposit: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Stack gap={4} align="flex-start">
        {findsCars ? (
          <Button component="a" href={budgetSearchAddress(searchPage, budget, body)}>
            {budgetWords(words.viewButton, body)}
          </Button>
        ) : (
          <Button disabled>{budgetWords(words.noneFoundButton, body)}</Button>
        )}
        <Text role="status" fz="sm">
          {findsCars ? '' : budgetWords(words.noneFoundText, body)}
        </Text>
      </Stack>
    </Stack>
  );
}
