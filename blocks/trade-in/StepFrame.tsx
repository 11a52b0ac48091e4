import { Alert, Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { LEAD_SUBMIT_FAILED_TITLE } from '../../runtime/rules/lead-submit';
import { FormErrorList, type FormProblem } from '../kit/forms/FormErrorList';
import { READABLE_ALERT } from '../kit/lead-form/readable-alert';

interface StepFrameProps {
  id: string;
  title: string;
  headingOrder: TitleOrder;
  /** Focus moves to the heading when the step opens, so a screen reader says where the shopper is. */
  headingRef: Ref<HTMLHeadingElement>;
  problems?: readonly FormProblem[];
  errorListRef?: Ref<HTMLDivElement>;
  /** A request that failed for want of an answer (spec §8 "Form submit failure"). */
  failure?: string;
  children: ReactNode;
}

/** A step's heading, what went wrong, and its content. */
export function StepFrame({ id, title, headingOrder, headingRef, problems = [], errorListRef, failure, children }: StepFrameProps) {
  return (
    <Stack gap="md" mt="md">
      <Title ref={headingRef} id={`${id}-heading`} order={headingOrder} tabIndex={-1}>
        {title}
      </Title>
      {failure && (
        <Alert color="red" variant="light" title={LEAD_SUBMIT_FAILED_TITLE} role="alert" styles={READABLE_ALERT}>
          {failure}
        </Alert>
      )}
      {problems.length > 0 && <FormErrorList ref={errorListRef} id={`${id}-errors`} problems={problems} headingOrder={Math.min(headingOrder + 1, 6) as TitleOrder} />}
      {children}
    </Stack>
  );
}
