/**
 * The shape the editor needs to open a document: pages it can list and
 * block lists it can walk. Nothing else is checked here; a draft may hold
 * any other error (it is saved anyway and listed for the marketer to fix),
 * but a draft without this shape could not even be shown.
 */
export const editableDocumentSchema = {
  type: 'object',
  required: ['pages'],
  properties: {
    pages: {
      type: 'array',
      minItems: 1,
      description: 'A site has at least one page, which the editor opens first.',
      items: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string', minLength: 1 }, blocks: { $ref: '#/$defs/blockList' } },
      },
    },
    layout: {
      type: 'object',
      properties: { header: { $ref: '#/$defs/blockList' }, footer: { $ref: '#/$defs/blockList' } },
    },
  },
  $defs: {
    blockList: { type: 'array', items: { $ref: '#/$defs/block' } },
    block: {
      type: 'object',
      required: ['id', 'type'],
      properties: {
        id: { type: 'string', minLength: 1 },
        type: { type: 'string', minLength: 1 },
        props: { type: 'object' },
        slots: { type: 'object', additionalProperties: { $ref: '#/$defs/blockList' } },
      },
    },
  },
} as const;
