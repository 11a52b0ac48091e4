import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';

/**
 * Security: no input gives a 500. Every route of the app gets malformed,
 * deep, huge and wrong-typed input, signed out and (for the editor) signed
 * in as the platform admin, and must answer below 500 with no stack trace.
 */
const base = inject('appUrl');
const SITE = 'westside-used-cars';
const WATCHLIST_SITE = 'sunshine-toyota';

const HOSTILE_STRINGS = ['', '\u0000', '\u202e\u0645\u0631\u062d\u0628\u0627', '💥'.repeat(500), "'; drop table cars; --", '../../../etc/passwd', '%E0%A4%A', '<script>alert(1)</script>'];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_STRINGS, null, true, -1, 0, 1e308, 2 ** 53 + 1, -(2 ** 31), 3.5, [], [1, 'a', null], {}, { $gt: '' }];

/** Bodies that are not what any route expects. */
const HOSTILE_BODIES: [string, string][] = [
  ['not JSON', 'car_id=1&dealership_id=2'],
  ['truncated JSON', '{"car_id": 1, "dealership_id": '],
  ['an empty body', ''],
  ['JSON null', 'null'],
  ['a JSON string', '"hello"'],
  ['a JSON array', '[1,2,3]'],
  ['JSON nested 5,000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['a 1 MB string field', JSON.stringify({ query: 'x'.repeat(1_000_000), document: 'x'.repeat(1_000_000) })],
  ['duplicate keys', '{"revision": 1, "revision": "one"}'],
  ['a prototype key', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
];

/** Each POST or PUT route with the fields its body has, so every field gets every hostile value. */
const WRITES: { method: 'POST' | 'PUT'; path: string; fields: string[]; editor?: boolean }[] = [
  { method: 'POST', path: `/sites/${SITE}/api/search`, fields: ['query', 'filters', 'search_filters', 'hitsPerPage', 'page', 'offset', 'sort'] },
  { method: 'POST', path: `/sites/${SITE}/api/phone-reveals`, fields: ['car_id', 'dealership_id', 'website_id'] },
  { method: 'POST', path: `/sites/${WATCHLIST_SITE}/api/watchlist/save-car`, fields: ['phone_number', 'car_id'] },
  { method: 'POST', path: `/sites/${WATCHLIST_SITE}/api/watchlist/remove-car`, fields: ['phone_number', 'car_id'] },
  { method: 'POST', path: `/sites/${WATCHLIST_SITE}/api/watchlist/sign-in/send-code`, fields: ['phone_number'] },
  { method: 'POST', path: `/sites/${WATCHLIST_SITE}/api/watchlist/sign-in/verify-code`, fields: ['phone_number', 'code'] },
  { method: 'POST', path: '/api/auth/sign-in/email', fields: ['email', 'password', 'callbackURL', 'rememberMe'] },
  { method: 'PUT', path: `/editor/api/sites/${SITE}/draft`, fields: ['document', 'revision'], editor: true },
  { method: 'POST', path: `/editor/api/sites/${SITE}/publish`, fields: ['revision'], editor: true },
  { method: 'POST', path: `/editor/api/sites/${SITE}/rollback`, fields: ['version'], editor: true },
  { method: 'POST', path: `/editor/api/sites/${SITE}/import`, fields: ['schemaVersion', 'dealer', 'pages', 'theme', 'layout', 'settings'], editor: true },
  { method: 'PUT', path: `/editor/api/platform/sites/${SITE}`, fields: ['domains', 'dealershipIds', 'websiteId'], editor: true },
];

const HOSTILE_SEGMENTS = ['%00', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(4000), '%E0%A4%A', '%C0%AF', '💥', '%25', '~', '~~nobody', ':slug', '%2F%2Fevil.example'];
const READS: string[] = [
  `/sites/${SITE}/api/site`,
  `/sites/${SITE}/api/search`,
  `/sites/${WATCHLIST_SITE}/api/watchlist`,
  `/sites/${SITE}/sitemap.xml`,
  `/sites/${SITE}/robots.txt`,
  '/editor/api/sites',
  `/editor/api/sites/${SITE}/draft`,
  `/editor/api/sites/${SITE}/versions`,
  `/editor/api/sites/${SITE}/export`,
  '/editor/api/platform/sites',
  '/api/auth/get-session',
];
/** Paths with a hostile segment where each route takes one: the site, a page, a car photo, an editor site. */
const SEGMENT_ROUTES = (segment: string) => [
  `/sites/${segment}`,
  `/sites/${SITE}/${segment}`,
  `/sites/${SITE}/cars/${segment}`,
  `/sites/${SITE}/search/${segment}`,
  `/sites/${segment}/api/site`,
  `/media/cars/${segment}`,
  `/editor/api/sites/${segment}/draft`,
  `/editor/canvas/${SITE}/${segment}`,
  `/editor/canvas/${segment}`,
  `/editor/${segment}`,
  `/editor/api/platform/sites/${segment}`,
];
const HOSTILE_QUERIES = ['page=-1', 'page=99999999999999', 'page=1e308', 'hitsPerPage=100000', 'price=abc:def', 'price=5000:1000', 'make=%00', `query=${'x'.repeat(8000)}`, 'sortBy=__proto__', 'make=a&make=b&'.repeat(200), 'year=1:2:3'];

interface Attempt {
  what: string;
  url: string;
  init: RequestInit;
}

let editorCookie = '';

beforeAll(async () => {
  const admin = DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!;
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(response.status).toBe(200);
  editorCookie = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
});

function writeAttempts(signedIn: boolean): Attempt[] {
  const attempts: Attempt[] = [];
  for (const route of WRITES) {
    if (signedIn && !route.editor) continue;
    const headers = { 'content-type': 'application/json', origin: base, ...(signedIn ? { cookie: editorCookie } : {}) };
    const send = (what: string, body: string) => attempts.push({ what: `${route.method} ${route.path} ${what}`, url: `${base}${route.path}`, init: { method: route.method, headers, body } });
    for (const [name, body] of HOSTILE_BODIES) send(`with ${name}`, body);
    for (const field of route.fields) {
      for (const value of HOSTILE_VALUES) send(`with ${field} = ${JSON.stringify(value)?.slice(0, 40)}`, JSON.stringify({ [field]: value }));
    }
    send('with every field an object', JSON.stringify(Object.fromEntries(route.fields.map((field) => [field, { nested: [field] }]))));
    send('with an unknown field', JSON.stringify({ unknownField: 1 }));
  }
  return attempts;
}

function readAttempts(): Attempt[] {
  const attempts: Attempt[] = [];
  const get = (what: string, path: string, cookie = '') => attempts.push({ what, url: `${base}${path}`, init: { redirect: 'manual', headers: cookie ? { cookie } : {} } });
  for (const path of READS) {
    get(`GET ${path}`, path);
    get(`GET ${path} signed in`, path, editorCookie);
    for (const query of HOSTILE_QUERIES) get(`GET ${path}?${query.slice(0, 40)}`, `${path}?${query}`);
  }
  for (const segment of HOSTILE_SEGMENTS) {
    for (const path of SEGMENT_ROUTES(segment)) {
      get(`GET ${path.slice(0, 80)}`, path);
      if (path.startsWith('/editor')) get(`GET ${path.slice(0, 80)} signed in`, path, editorCookie);
    }
  }
  return attempts;
}

/** Runs the attempts a few at a time and returns every answer at 500 or above, or with a stack trace. */
async function failures(attempts: Attempt[]): Promise<string[]> {
  const found: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < attempts.length) {
        const attempt = attempts[next++]!;
        const response = await fetch(attempt.url, attempt.init);
        const text = await response.text();
        if (response.status >= 500) found.push(`${attempt.what} → ${response.status} ${text.slice(0, 120)}`);
        else if (/\n\s+at [\w$.<>]+ \(/.test(text)) found.push(`${attempt.what} → ${response.status} with a stack trace`);
      }
    }),
  );
  return found;
}

describe('security: no input gives a 500', () => {
  it('hostile bodies to every write route, signed out: each answered below 500, no stack trace', async () => {
    const attempts = writeAttempts(false);
    expect(attempts.length).toBeGreaterThan(500);
    expect(await failures(attempts)).toEqual([]);
  });

  it('hostile bodies to every editor write route, signed in as the platform admin: each answered below 500', async () => {
    const attempts = writeAttempts(true);
    expect(attempts.length).toBeGreaterThan(300);
    expect(await failures(attempts)).toEqual([]);
  });

  it('hostile paths and query strings to every read route and page: each answered below 500', async () => {
    const attempts = readAttempts();
    expect(attempts.length).toBeGreaterThan(200);
    expect(await failures(attempts)).toEqual([]);
  });
});
