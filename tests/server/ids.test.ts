import { describe, expect, it } from 'vitest';
import { newId } from '../../server/core/db/ids.ts';

describe('row ids', () => {
  it('never repeat in a burst, and stay in time order', () => {
    const ids = Array.from({ length: 200_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    expect(sorted).toEqual(ids);
    expect(ids[0]).toMatch(/^\d{19}$/);
    expect(Number(BigInt(ids[0]) / 1_000_000n)).toBeLessThanOrEqual(Date.now());
  });
});
