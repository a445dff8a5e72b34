/**
 * A small deterministic PRNG (mulberry32) so a fuzz run is the same run every time: the same
 * seed gives the same requests, and a failure can be replayed by its seed and case label.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A short lower-case word, unique enough that creates do not collide on unique codes. */
  word(prefix = 'fz'): string {
    return `${prefix}${this.int(0, 0xffffff).toString(36)}`;
  }
}

/** A stable seed per text (route + caller), so adding a route does not reshuffle the others. */
export function seedOf(text: string, base: number): number {
  let hash = base >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
