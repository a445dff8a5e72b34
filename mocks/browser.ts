import { http, HttpResponse, ws } from 'msw';
import { setupWorker } from 'msw/browser';
import { createOfflineEngine, OFFLINE_CODE } from './engine/offline-engine.ts';
import { showOfflineNotice } from './engine/offline-notice.ts';

/**
 * `npm run dev:mock`: every /api call answered in the page by the one offline engine, and the
 * message socket opened and told there is nothing unread (the message centre needs the server),
 * so the app neither reports a socket error nor waits for one.
 */
export async function startMockWorker(): Promise<void> {
  const engine = createOfflineEngine();
  const api = http.all('*/api/*', async ({ request }) => {
    const envelope = await engine.answer(request);
    if (envelope.code === OFFLINE_CODE) showOfflineNotice(envelope.msg);
    return HttpResponse.json(envelope);
  });
  const socket = ws.link(/\/api\/message\/websocket\//);
  const quietSocket = socket.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.includes('"OnConnection"'))
        client.send(JSON.stringify({ method: 'initMessage', unreadTotalCount: 0, unreadNums: [] }));
    });
  });
  const worker = setupWorker(api, quietSocket);
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
}
