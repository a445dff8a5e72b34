/**
 * A string that satisfies a JSON-schema `pattern` and length bounds, for the few shapes routes
 * use (ids, tokens, hex digests, times): candidates built from a seed word, hex digits, digits
 * and a clock time are tried at a range of lengths and the first that matches wins. Undefined
 * when none does (the caller then uses its own fallback).
 */
export function sampleMatching(pattern: string | undefined, options: { seed?: string; minLength?: number; maxLength?: number } = {}): string | undefined {
  const seed = options.seed ?? 'nosuchrecord';
  const min = options.minLength ?? 0;
  const max = options.maxLength ?? 200;
  const regex = pattern ? new RegExp(pattern, 'u') : undefined;
  const lengths = [seed.length, 1, 2, 5, 8, 10, 12, 16, 20, 32, 36, 40, 43, 64].filter((length) => length >= Math.max(min, 1) && length <= max);
  const stretch = (alphabet: string, length: number) => alphabet.repeat(Math.ceil(length / alphabet.length)).slice(0, length);
  if (fits(seed)) return seed;
  if (!regex) return stretch(seed, Math.max(min, Math.min(max, seed.length)));
  const fixed = ['08:30', '2026-01-01', '2026-01-01 08:30:00', 'a@b.cn', 'https://example.com/', '13800000000'];
  for (const candidate of fixed) if (fits(candidate)) return candidate;
  for (const length of lengths) {
    for (const alphabet of [seed, '0123456789abcdef', '1234567890', 'abcdefghij', 'ABCDEFGHIJ']) {
      const candidate = stretch(alphabet, length);
      if (fits(candidate)) return candidate;
    }
  }
  return undefined;

  function fits(candidate: string): boolean {
    return candidate.length >= min && candidate.length <= max && (!regex || regex.test(candidate));
  }
}
