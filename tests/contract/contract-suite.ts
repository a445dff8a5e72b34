import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { databases } from '../server/helpers/test-app.ts';
import { serverBackend, type Backend } from './backends.ts';

/**
 * What every contract runs against: the real app on each database under test. The suite checks
 * the JNPF shapes (contract/jnpf-3.4.md) a JNPF client relies on; there is no second backend to
 * keep equal (mocks never re-implement server behaviour, see mocks/README.md).
 */
export const contractTargets: [string, () => Promise<Backend>][] = databases().map((db): [string, () => Promise<Backend>] => [
  `server/${db}`,
  () => serverBackend(db),
]);

/** The password every seeded account signs in with, as the browser sends it (MD5). */
export const demoPassword = md5Hex('Portside2026');

/** A seeded account's token on this backend. */
export async function signIn(backend: Backend, account: string): Promise<string> {
  const answer = await backend.call('POST', '/api/oauth/Login', { form: true, body: { account, password: demoPassword } });
  return (answer.data as { token: string }).token;
}

/**
 * Opens a backend and signs the accounts in, one after another, for a suite's beforeAll:
 * `({ backend, admin, staff } = await openSignedIn(open, 'admin', 'staff'))`. A failed sign-in
 * closes the backend again, since the suite's afterAll never saw it.
 */
export async function openSignedIn<A extends string>(open: () => Promise<Backend>, ...accounts: A[]): Promise<{ backend: Backend } & Record<A, string>> {
  const backend = await open();
  try {
    const tokens = {} as Record<A, string>;
    for (const account of accounts) tokens[account] = await signIn(backend, account);
    return { ...tokens, backend };
  } catch (error) {
    await backend.close();
    throw error;
  }
}
