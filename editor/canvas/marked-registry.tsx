import type { AnyBlockDefinition } from '../../runtime/block-types';
import { createRegistry, type BlockRegistry } from '../../runtime/registry';
import { BLOCK_ID_ATTRIBUTE } from './canvas-messages';

/**
 * The same block components, each wrapped in an element carrying its block
 * id so the canvas can tell which block a click landed in. `display:
 * contents` keeps the wrapper out of the layout, so the canvas looks exactly
 * like the site.
 */
export function markedRegistry(registry: BlockRegistry): BlockRegistry {
  return createRegistry(
    registry.list().map(
      (definition): AnyBlockDefinition => ({
        ...definition,
        component: (input) => (
          <div {...{ [BLOCK_ID_ATTRIBUTE]: input.id }} data-block-type={definition.type} style={{ display: 'contents' }}>
            {definition.component(input)}
          </div>
        ),
      }),
    ),
  );
}
