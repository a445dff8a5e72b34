import { File as NodeFile } from 'node:buffer';
import { md5 } from 'hash-wasm';
import { afterAll, beforeAll, vi } from 'vitest';

/** Signs in through the in-process app's login (tests/web/in-process-server.ts) and answers the token. */
export async function tokenOf(account = 'admin'): Promise<string> {
  const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: await md5('Portside2026'), grant_type: 'password' }).toString(),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * For a test of a fetch upload: jsdom's FormData and File reach Node's fetch as a part named
 * "blob", where a browser sends the file's name (the server then sees no extension); Node's own
 * pair sends it, as a browser does. (XHR stays jsdom's, and takes only jsdom's FormData.)
 */
export function withNodeFormData(): void {
  beforeAll(async () => {
    const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
  });
  afterAll(() => vi.unstubAllGlobals());
}
