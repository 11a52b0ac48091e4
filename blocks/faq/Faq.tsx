import { Box } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EditorNote } from '../../runtime/render/EditorNote';
import { FaqAccordion } from '../kit/faq/FaqAccordion';
import type { FaqProps } from './schema';

export const NO_QUESTIONS_NOTE = 'This FAQ has no questions yet, so shoppers see nothing here.';

export function Faq({ id, props, site }: BlockRenderInput<FaqProps, undefined>) {
  if (props.items.length === 0) return <EditorNote site={site}>{NO_QUESTIONS_NOTE}</EditorNote>;
  return (
    <Box py="xl" px="md" maw={880} mx="auto">
      <FaqAccordion id={id} heading={props.heading} headingOrder={props.headingLevel} items={props.items} />
    </Box>
  );
}
