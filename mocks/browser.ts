import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

/** `npm run dev:mock`: the whole API answered in the browser by the mock handlers. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
}
