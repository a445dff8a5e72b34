import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

/**
 * `npm run dev:mock` (mode "mock"): the offline demo engine answers every call in the page (msw),
 * before the app's first request; production never loads it.
 */
async function start(): Promise<void> {
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('../../mocks/browser.ts');
    await startMockWorker();
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
