import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../../../schemas/entities/car-values';
import { BODY_TYPE_LABELS, bodyRequest } from './body-types';

describe("spec detail §2, §3: /models?body={body} takes the spec's body types", () => {
  it("accepts each of the schema's body types", () => {
    for (const body of BODY_TYPES) expect(bodyRequest(body)).toEqual({ kind: 'known', body });
    expect(Object.keys(BODY_TYPE_LABELS)).toEqual([...BODY_TYPES]);
  });

  it('matches regardless of case', () => {
    expect(bodyRequest('SUV')).toEqual({ kind: 'known', body: 'suv' });
    expect(bodyRequest('stationwagon')).toEqual({ kind: 'known', body: 'stationWagon' });
  });

  it('calls anything else unknown, keeping what was asked to say so', () => {
    expect(bodyRequest('spaceship')).toEqual({ kind: 'unknown', written: 'spaceship' });
    expect(bodyRequest("suv' OR 1=1")).toEqual({ kind: 'unknown', written: "suv' OR 1=1" });
    expect(bodyRequest('x'.repeat(500))).toEqual({ kind: 'unknown', written: 'x'.repeat(60) });
  });

  it('takes the first of a repeated parameter, and nothing asked as nothing', () => {
    expect(bodyRequest(['ute', 'van'])).toEqual({ kind: 'known', body: 'ute' });
    expect(bodyRequest(undefined)).toEqual({ kind: 'none' });
    expect(bodyRequest('  ')).toEqual({ kind: 'none' });
  });
});
