'use client';
import { TextInput } from '@mantine/core';
import { Box, SimpleGrid } from '../../runtime/render/ui';
import { useState } from 'react';
import { formatAud } from '../../runtime/rules/price-display';
import {
  MAX_CALCULATOR_AMOUNT,
  MAX_CALCULATOR_INTEREST_RATE,
  MAX_CALCULATOR_TERM_YEARS,
  MIN_CALCULATOR_TERM_YEARS,
  type RepaymentInputs,
  repayments,
} from '../../runtime/rules/repayment-calculator';
import { FinanceFacts } from './FinanceFacts';

export interface FinanceCalculatorProps {
  price: number;
  deposit: number;
  termYears: number;
  interestRate: number;
}

type Field = keyof RepaymentInputs;

const FIELDS: readonly { name: Field; label: string; min: number; max: number; step: number; inputMode: 'decimal' | 'numeric' }[] = [
  { name: 'price', label: 'Car price ($)', min: 0, max: MAX_CALCULATOR_AMOUNT, step: 100, inputMode: 'numeric' },
  { name: 'deposit', label: 'Deposit ($)', min: 0, max: MAX_CALCULATOR_AMOUNT, step: 100, inputMode: 'numeric' },
  { name: 'termYears', label: 'Loan term (years)', min: MIN_CALCULATOR_TERM_YEARS, max: MAX_CALCULATOR_TERM_YEARS, step: 1, inputMode: 'numeric' },
  { name: 'annualRatePercent', label: 'Interest rate (% p.a.)', min: 0, max: MAX_CALCULATOR_INTEREST_RATE, step: 0.1, inputMode: 'decimal' },
];

/**
 * Repayments as the shopper types. Inputs are kept as typed (a field may be
 * blank for a moment); the sums read them through the calculator rules, so
 * a blank or unreadable field counts as the spec says rather than breaking.
 */
export function FinanceCalculator({ price, deposit, termYears, interestRate }: FinanceCalculatorProps) {
  const [inputs, setInputs] = useState<Record<Field, string>>({
    price: String(price),
    deposit: String(deposit),
    termYears: String(termYears),
    annualRatePercent: String(interestRate),
  });
  const result = repayments(inputs);
  return (
    <Box>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            type="number"
            label={field.label}
            min={field.min}
            max={field.max}
            step={field.step}
            inputMode={field.inputMode}
            value={inputs[field.name]}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setInputs((current) => ({ ...current, [field.name]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      {/* Read out as the figures change, without moving focus from the field being typed in. */}
      <Box aria-live="polite" mt="md">
        <FinanceFacts
          facts={[
            { term: 'Weekly repayment', detail: formatAud(result.weekly) },
            { term: 'Monthly repayment', detail: formatAud(result.monthly) },
            { term: 'Amount borrowed', detail: formatAud(result.loanAmount), muted: true },
          ]}
        />
      </Box>
    </Box>
  );
}
