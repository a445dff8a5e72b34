import { randomBytes } from 'node:crypto';

const PER_MS = 1_000_000;
let lastMs = 0;
let sequence = 0;

/** Where a millisecond's sequence starts: random, so two processes rarely start at the same place. */
const randomStart = () => randomBytes(4).readUInt32BE(0) % (PER_MS / 2);

/**
 * Row ids: time-ordered decimal strings like the JNPF snowflake ids (sortable, 19 digits). Within
 * one millisecond a process counts on from a random start, so the ids it hands out never repeat
 * (a burst of inserts used to draw the same random digits twice); between processes the random
 * start makes a collision unlikely, as before. A millisecond that runs out borrows the next one.
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = randomStart();
  } else {
    sequence += 1;
    if (sequence >= PER_MS) {
      lastMs += 1;
      sequence = randomStart();
    }
  }
  return (BigInt(lastMs) * BigInt(PER_MS) + BigInt(sequence)).toString();
}
