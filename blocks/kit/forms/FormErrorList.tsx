import { Anchor, Box, ListItem, List, Title, type TitleOrder } from '@mantine/core';
import type { MouseEvent, Ref } from 'react';
import { FORM_ERRORS_HEADING } from '../../../runtime/rules/lead-requirements';

export interface FormProblem {
  /** The id of the field the problem is on; absent for a problem no field shows. */
  fieldId?: string;
  sentence: string;
}

interface FormErrorListProps {
  id: string;
  problems: readonly FormProblem[];
  headingOrder: TitleOrder;
  ref?: Ref<HTMLDivElement>;
}

/** Links move focus to the field itself: following a fragment link does not focus an input in every browser. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

/**
 * Spec detail §5 and §8: "Please fix the following errors:" with a list.
 * Focus moves here after a failed submit (tabIndex -1), so a screen reader
 * reads the heading and the list, and each entry leads to its field.
 */
export function FormErrorList({ id, problems, headingOrder, ref }: FormErrorListProps) {
  const headingId = `${id}-heading`;
  return (
    <Box ref={ref} id={id} tabIndex={-1} aria-labelledby={headingId} p="md" bd="2px solid var(--mantine-color-red-9)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Title id={headingId} order={headingOrder} size="h5" c="red.9" mb="xs">
        {FORM_ERRORS_HEADING}
      </Title>
      <List>
        {problems.map((problem) => (
          <ListItem key={`${problem.fieldId ?? ''}${problem.sentence}`}>
            {problem.fieldId ? (
              <Anchor href={`#${problem.fieldId}`} onClick={(event) => focusField(event, problem.fieldId!)}>
                {problem.sentence}
              </Anchor>
            ) : (
              problem.sentence
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
