/**
 * The stored hash of DEMO_PASSWORD (demo-data.ts), made once with password-hash.ts's hashPassword
 * and kept here, which every demo account holds. The password is published, so a hash every fresh
 * demo database shares protects nothing a per-start one would; hashing it at each fresh start cost
 * one scrypt, and with the stand-in hash the sign-in check makes at start, a second one: glibc then
 * kept scrypt's 16 MiB block (its first free raises the size it hands to mmap, so the second stays
 * in a malloc arena), which was the whole difference between a fresh and a second start's memory
 * (issue 17, docs/decisions/0017-fresh-start.md). tests/server/demo-data-load.test.ts checks that it
 * still verifies.
 */
export const DEMO_PASSWORD_HASH = 'scrypt$16384$8$1$QElhK8B1NtXIdMtWtdHKgA==$deemf/6t7NIqMg9rHmpKw4+h0zX31SsK+4KXw9nAwI0=';
