import { MantineProvider } from '@mantine/core';
import { Provider } from 'jotai';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BlockDefinition, SiteContext } from '../../../runtime/block-types';
import { mantineThemeFor } from '../../../runtime/render/mantine-theme';
import { createSiteContext } from '../../../runtime/render/site-context';
import { ajv } from '../../../schemas/ajv';
import type { SiteDocument } from '../../../schemas/site-document';
import { TEST_NOW, testSiteDocument } from './site-document';

export { TEST_NOW, testSiteDocument };

interface SiteOverrides {
  document?: Partial<SiteDocument>;
  basePath?: string;
  mode?: SiteContext['mode'];
  now?: Date;
}

/**
 * A site as a block sees it when served under /sites/{slug}, so a test shows
 * whether links went through `site.href`. Sections given in `document`
 * replace the test document's own.
 */
export function testSiteContext({ document: sections, basePath, mode, now }: SiteOverrides = {}): SiteContext {
  const document: SiteDocument = { ...testSiteDocument(), ...sections };
  return createSiteContext({
    document,
    basePath: basePath ?? `/sites/${document.dealer.slug}`,
    page: document.pages[0],
    mode,
    now: now ?? new Date(TEST_NOW),
  });
}

/** Props as the renderer hands them over: validated against the block's schema, defaults filled in. */
function propsAsRendered<Props>(definition: BlockDefinition<Props, unknown>, props: Partial<Props>): Props {
  const filled = structuredClone(props);
  const validate = ajv.compile(definition.schema as object);
  if (!validate(filled)) {
    throw new Error(`Test props for ${definition.type} do not fit its schema: ${ajv.errorsText(validate.errors)}`);
  }
  return filled as Props;
}

export interface RenderBlockOptions<Data> {
  site?: SiteContext;
  data?: Data;
  slots?: Readonly<Record<string, ReactNode>>;
  id?: string;
}

/**
 * Calls the block the way the renderer does and mounts the result under the
 * dealer's Mantine theme; `output` is what the block returned, for checking
 * that it chose to render nothing.
 */
export function renderBlock<Props, Data>(
  definition: BlockDefinition<Props, Data>,
  props: Partial<Props> = {},
  { site = testSiteContext(), data, slots = {}, id = `${definition.type}-1` }: RenderBlockOptions<Data> = {},
): RenderResult & { output: ReactNode } {
  const output = definition.component({
    id,
    props: propsAsRendered(definition as BlockDefinition<Props, unknown>, props),
    data: data as Data,
    site,
    slots,
  });
  // A store of its own per render: page-wide state (a revealed number, say) never leaks from one test into the next.
  const result = render(
    <Provider>
      <MantineProvider theme={mantineThemeFor(site.document.theme)} env="test">
        {output}
      </MantineProvider>
    </Provider>,
  );
  return { ...result, output };
}
