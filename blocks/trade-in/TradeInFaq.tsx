import { Accordion, AccordionControl, AccordionItem, AccordionPanel, Stack, Title, type TitleOrder } from '@mantine/core';
import type { TradeInProps } from './schema';

interface TradeInFaqProps {
  id: string;
  heading: string;
  headingOrder: TitleOrder;
  items: NonNullable<TradeInProps['faq']>;
}

/** Spec detail §2 "Other widgets: Trade-in FAQ accordion": each question a button that opens its answer. */
export function TradeInFaq({ id, heading, headingOrder, items }: TradeInFaqProps) {
  const headingId = `${id}-faq-heading`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" mt="xl">
      <Title id={headingId} order={headingOrder}>
        {heading}
      </Title>
      <Accordion variant="separated" chevronPosition="right">
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`${index}`}>
            <AccordionControl>{item.question}</AccordionControl>
            <AccordionPanel>{item.answer}</AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </Stack>
  );
}
