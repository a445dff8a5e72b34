import { randomBytes } from 'node:crypto';

/**
 * Row ids: time-ordered decimal strings like the JNPF snowflake ids (sortable, 19 digits),
 * with random low digits so two processes never collide in practice.
 */
export function newId(): string {
  const time = BigInt(Date.now()) * 1_000_000n;
  const random = BigInt(randomBytes(4).readUInt32BE(0) % 1_000_000);
  return (time + random).toString();
}
