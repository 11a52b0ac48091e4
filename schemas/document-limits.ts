/**
 * How big a site document may grow. One dealer's page is rendered on the
 * same servers as every other dealer's, so its cost is bounded. The demo
 * pages hold at most 12 blocks, 3 of them loading stock; the editor is
 * measured on a page of MAX_BLOCKS_PER_PAGE.
 */
export const MAX_BLOCKS_PER_PAGE = 300;
/**
 * Blocks that load data (stock carousels, car lists, directories) cost far
 * more to serve than text and pictures: each renders a shelf of cars.
 */
export const MAX_DATA_BLOCKS_PER_PAGE = 12;
/** The header and the footer are on every page, so they are held to less. */
export const MAX_LAYOUT_BLOCKS = 60;
export const MAX_PAGES = 200;
/** Containers in containers: a section holding columns holding a card is three. */
export const MAX_BLOCK_DEPTH = 6;
/** The whole document as JSON; the demo documents are under 100 kB. */
export const MAX_DOCUMENT_BYTES = 2_000_000;
