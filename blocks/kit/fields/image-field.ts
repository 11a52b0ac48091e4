/**
 * An image a dealer points a block at. Only https or the site's own paths,
 * so a page never mixes in insecure content.
 */
export function imageField<const Title extends string, const Description extends string>(title: Title, description: Description) {
  return {
    type: 'object',
    title,
    description,
    additionalProperties: false,
    required: ['url'],
    properties: {
      url: {
        type: 'string',
        title: 'Image address',
        pattern: '^(/|https://)',
        minLength: 2,
        'x-editor': { patternWords: 'start with / for a picture on this site, or https:// for one on another site' },
      },
      alt: {
        type: 'string',
        title: 'Description for screen readers',
        description: 'What the picture shows; leave empty only when it is decoration.',
        default: '',
      },
    },
  } as const;
}
