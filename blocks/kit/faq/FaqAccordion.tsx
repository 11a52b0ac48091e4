import { Accordion, AccordionControl, AccordionItem, AccordionPanel, type MantineSpacing } from '@mantine/core';
import { Stack, Text, Title, type TitleOrder } from '../../../runtime/render/ui';
import type { FaqItem } from './faq-item';

interface FaqAccordionProps {
  id: string;
  heading: string;
  headingOrder: TitleOrder;
  items: readonly FaqItem[];
  mt?: MantineSpacing;
}

/**
 * Spec detail §2 "Other widgets: Trade-in FAQ accordion", and the site's
 * general FAQ: each question a button, under a heading one level below the
 * section's, that opens its answer. Keyboard operable as the accordion
 * pattern asks: Tab reaches each question, Enter or Space opens and closes
 * it, the arrow keys, Home and End move between questions.
 */
export function FaqAccordion({ id, heading, headingOrder, items, mt }: FaqAccordionProps) {
  const headingId = `${id}-faq-heading`;
  const questionOrder = Math.min(6, headingOrder + 1) as 3 | 4 | 5 | 6;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" mt={mt}>
      <Title id={headingId} order={headingOrder}>
        {heading}
      </Title>
      <Accordion variant="separated" chevronPosition="right" order={questionOrder}>
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`${index}`}>
            <AccordionControl>{item.question}</AccordionControl>
            <AccordionPanel>
              <Text style={{ whiteSpace: 'pre-line' }}>{item.answer}</Text>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </Stack>
  );
}
