import { describe, expect, it } from 'vitest';
import { admissionKey, createSiteAdmission, MAX_REQUESTS_IN_FLIGHT_PER_SITE } from './site-admission';

/** A piece of work that finishes when told to. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('security: one dealer cannot take every place on an app server', () => {
  it('counts a dealer host, a /sites/{slug} address and a {slug}.localhost host as that site; shared files and the platform as none', () => {
    expect(admissionKey('harbour-city-motors.example.com', '/search?make=Ford')).toBe('harbour-city-motors.example.com');
    expect(admissionKey('localhost:3000', '/sites/westside-used-cars/search')).toBe('westside-used-cars');
    expect(admissionKey('westside-used-cars.localhost:3000', '/')).toBe('westside-used-cars');
    expect(admissionKey('harbour-city-motors.example.com', '/_next/static/chunks/app.js')).toBeUndefined();
    expect(admissionKey('localhost:3000', '/media/cars/suv-white-side-studio.svg')).toBeUndefined();
    expect(admissionKey('localhost:3000', '/editor')).toBeUndefined();
    expect(admissionKey('localhost:3000', '/')).toBeUndefined();
  });

  it(`runs at most ${MAX_REQUESTS_IN_FLIGHT_PER_SITE} of one site's requests at once, the rest in the order they came`, async () => {
    const admission = createSiteAdmission();
    const started: number[] = [];
    const works = Array.from({ length: MAX_REQUESTS_IN_FLIGHT_PER_SITE + 2 }, () => deferred());
    const runs = works.map((work, index) =>
      admission.admit('harbour', async () => {
        started.push(index);
        await work.done;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(admission.load('harbour')).toEqual({ running: MAX_REQUESTS_IN_FLIGHT_PER_SITE, waiting: 2 });
    works[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    works[0]!.finish();
    works[2]!.finish();
    works[3]!.finish();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(admission.load('harbour')).toEqual({ running: 0, waiting: 0 });
  });

  it("another site's request starts at once while the busy site waits, and so does a shared file", async () => {
    const admission = createSiteAdmission();
    const busy = Array.from({ length: MAX_REQUESTS_IN_FLIGHT_PER_SITE + 3 }, () => deferred());
    const runs = busy.map((work) => admission.admit('harbour', () => work.done));
    let westside = false;
    let asset = false;
    await admission.admit('westside', async () => {
      westside = true;
    });
    await admission.admit(undefined, async () => {
      asset = true;
    });
    expect({ westside, asset }).toEqual({ westside: true, asset: true });
    for (const work of busy) work.finish();
    await Promise.all(runs);
  });

  it('gives the place back when the work fails', async () => {
    const admission = createSiteAdmission(1);
    await expect(admission.admit('harbour', () => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    expect(await admission.admit('harbour', async () => 'next')).toBe('next');
    expect(admission.load('harbour')).toEqual({ running: 0, waiting: 0 });
  });
});
