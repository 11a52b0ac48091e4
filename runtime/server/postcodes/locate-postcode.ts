import { POSTCODE_PATTERN } from '../../rules/lead-requirements';

/** Where an Australian postcode is, from the platform's offline postcode file (NOTICE.md beside it says whence and how). */
export interface PostcodePlace {
  lat: number;
  long: number;
  /** The state most of its localities are in, as Australia Post writes it (QLD, NSW …). */
  state: string;
  /** A few of its localities, as the source spells them (upper case). */
  localities: string[];
}

type PostcodeRow = [postcode: string, lat: number, long: number, state: string, localities: string[]];

let places: Promise<ReadonlyMap<string, PostcodePlace>> | undefined;

/**
 * The file is read the first time a postcode is asked for, once per process:
 * a dynamic import keeps its few hundred kB out of every bundle but the
 * server chunk that asks, and out of processes that never locate a postcode.
 */
function postcodePlaces(): Promise<ReadonlyMap<string, PostcodePlace>> {
  places ??= import('./australian-postcodes.json', { with: { type: 'json' } }).then(({ default: file }) => {
    const rows = file.postcodes as unknown as PostcodeRow[];
    return new Map(rows.map(([postcode, lat, long, state, localities]) => [postcode, { lat, long, state, localities }]));
  });
  return places;
}

/**
 * Spec detail §5: "A postcode that cannot be geocoded raises 'Invalid
 * postcode'". Undefined for anything the offline file cannot place: not 4
 * digits, never allocated (0000), or a postcode with no point in Australia.
 * A PO box postcode is placed at its post office.
 */
export async function locatePostcode(postcode: string): Promise<PostcodePlace | undefined> {
  if (!POSTCODE_PATTERN.test(postcode)) return undefined;
  return (await postcodePlaces()).get(postcode);
}
