/** The middle value (the mean of the two middle ones for an even count): what every figure over keys or rounds reports. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `items` rotated by `round`: the order the cases run in that round. Turning it each round spreads
 * the machine's changing load and any first-in-round warmth over every case alike.
 */
export function turned<T>(items: readonly T[], round: number): T[] {
  return items.map((_, index) => items[(index + round) % items.length]);
}

/**
 * `count` rounds, each measuring every case once in the turned order, one after another (never at
 * once: they would share the CPU). Answers each round's results under the case's `by` field, so a
 * ratio can be taken per round, between cases measured under the same load.
 */
export async function interleavedRounds<Case, By extends keyof Case, Result>(
  count: number,
  cases: readonly Case[],
  by: By,
  measure: (item: Case) => Promise<Result>,
): Promise<Record<Case[By] & string, Result>[]> {
  const rounds: Record<Case[By] & string, Result>[] = [];
  for (let round = 0; round < count; round++) {
    // filled below for every case before it is read
    const results = {} as Record<Case[By] & string, Result>;
    for (const item of turned(cases, round)) results[item[by] as Case[By] & string] = await measure(item);
    rounds.push(results);
  }
  return rounds;
}
