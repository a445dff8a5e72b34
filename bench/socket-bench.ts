import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { bootServices } from '../server/boot.ts';
import { buildApp } from '../server/app.ts';
import type { Services } from '../server/services.ts';

/**
 * The message socket under load: N signed-in sockets held by one in-process server, then chat
 * messages from each user to the next, at most WINDOW in flight. Prints connections held,
 * messages per second and delivery latency (SendMessage sent → receiveMessage received).
 * Sessions are created through the session service, not N scrypt sign-ins.
 */
const MESSAGES = 2000;
const SINGLE_MESSAGES = 300;
const WINDOW = 100;
const CONNECT_BATCH = 250;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function benchUsers(services: Services, count: number, run: number): Promise<{ userId: string; token: string }[]> {
  const now = Date.now();
  const ids = Array.from({ length: count }, (_, i) => `bench-${run}-${i}`);
  await services.db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += 500) {
      const rows = ids.slice(i, i + 500).map((id) => ({ id, account: id, realName: id, enabledMark: 1, isAdministrator: 0, creatorTime: now }));
      await trx.insertInto('base_user').values(rows).execute();
    }
  });
  const users: { userId: string; token: string }[] = [];
  for (const userId of ids) users.push({ userId, token: (await services.sessions.create(userId, '127.0.0.1', 'bench')).token });
  return users;
}

async function round(services: Services, port: number, count: number, run: number): Promise<void> {
  const users = await benchUsers(services, count, run);
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  let onDelivered: () => void = () => undefined;
  const sockets: WebSocket[] = [];
  const connectStarted = performance.now();
  for (let i = 0; i < users.length; i += CONNECT_BATCH) {
    await Promise.all(
      users.slice(i, i + CONNECT_BATCH).map(
        ({ token }) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${port}/api/message/websocket/${encodeURIComponent(token)}`);
            socket.on('message', (data) => {
              const frame = JSON.parse(data.toString()) as { method: string; formMessage?: string };
              if (frame.method !== 'receiveMessage' || typeof frame.formMessage !== 'string') return;
              const sentAt = pending.get(frame.formMessage);
              if (sentAt === undefined) return;
              pending.delete(frame.formMessage);
              latencies.push(performance.now() - sentAt);
              delivered += 1;
              onDelivered();
            });
            socket.on('open', () => resolve());
            socket.on('error', reject);
            sockets.push(socket);
          }),
      ),
    );
  }
  // Sockets are held once the server has checked their tokens and registered them.
  while (services.hub.connectionCount() < count) await new Promise((resolve) => setTimeout(resolve, 10));
  const connectMs = performance.now() - connectStarted;

  /** Sends `messages` chat messages with at most `window` in flight; answers msg/s and sorted latencies. */
  const phase = async (label: string, messages: number, window: number) => {
    latencies.length = 0;
    delivered = 0;
    let sent = 0;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const sendMore = () => {
        while (sent < messages && sent - delivered < window) {
          const from = sent % count;
          const to = (from + 1) % count;
          const text = `m${run}-${label}-${sent}`;
          pending.set(text, performance.now());
          sockets[from].send(
            JSON.stringify({ method: 'SendMessage', token: users[from].token, toUserId: users[to].userId, messageType: 'text', messageContent: text }),
          );
          sent += 1;
        }
        if (delivered >= messages) resolve();
      };
      onDelivered = sendMore;
      sendMore();
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return `${label}: ${(messages / seconds).toFixed(0)} msg/s, latency p50 ${percentile(latencies, 50).toFixed(1)} ms p99 ${percentile(latencies, 99).toFixed(1)} ms`;
  };
  // One at a time shows the delivery latency itself; a window of WINDOW shows throughput (and queueing).
  const single = await phase('one in flight', SINGLE_MESSAGES, 1);
  const loaded = await phase(`${WINDOW} in flight`, MESSAGES, WINDOW);
  const memory = process.memoryUsage();
  console.log(
    `sockets ${String(count).padStart(5)}: held ${services.hub.connectionCount()} (connected in ${(connectMs / 1000).toFixed(1)} s, rss ${(memory.rss / 1048576).toFixed(0)} MiB)\n` +
      `  ${single}\n  ${loaded}`,
  );
  await Promise.all(sockets.map((socket) => new Promise((resolve) => (socket.once('close', resolve), socket.close()))));
  while (services.hub.connectionCount() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** `npm run bench` calls this; `node --import tsx bench/socket-bench.ts` runs it alone. */
export async function socketBench(counts: number[] = [1000, 5000]): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-socket-bench-'));
  const { services } = await bootServices({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir, demoData: true });
  const app = await buildApp({ services, logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  console.log(`Message socket benchmark (${services.dialect}, node ${process.version}): chat messages user i → user i+1`);
  try {
    for (const [run, count] of counts.entries()) await round(services, port, count, run);
  } finally {
    await app.close();
    await services.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  socketBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
