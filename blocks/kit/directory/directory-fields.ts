import type { FromSchema } from 'json-schema-to-ts';

/** A directory's words for what it lists, and its defaults for what the page shows. */
interface DirectoryWords {
  /** One entry, in the editor's titles: "make", "location". */
  entry: string;
  /** What there may be none of: "stock", "location". */
  nothing: string;
  heading: string;
  searchLabel: string;
  emptyText: string;
  noMatchText: string;
}

/**
 * The words every directory page shows (heading, search box, the texts for
 * nothing to list and for no match), as schema fields with the directory's
 * own defaults, so the make directory and the dealership listing ask a
 * marketer the same things in the same way.
 */
export function directoryTextFields(words: DirectoryWords) {
  return {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: words.heading },
    searchLabel: { type: 'string', title: 'Search box label', minLength: 1, maxLength: 80, default: words.searchLabel },
    searchButtonText: { type: 'string', title: 'Search button text', minLength: 1, maxLength: 40, default: 'Search' },
    emptyText: { type: 'string', title: `Text when there is no ${words.nothing}`, minLength: 1, maxLength: 200, default: words.emptyText },
    noMatchText: {
      type: 'string',
      title: `Text when no ${words.entry} matches the search`,
      description: '{query} is replaced by what the shopper typed.',
      minLength: 1,
      maxLength: 200,
      default: words.noMatchText,
    },
  } as const;
}

/** The words a directory block's props carry, as its schema fields make them. */
export type DirectoryText = FromSchema<{ type: 'object'; properties: ReturnType<typeof directoryTextFields> }>;
