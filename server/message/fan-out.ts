import { Redis } from 'ioredis';
import type { SessionRevoked } from '../auth/session-service.ts';

/**
 * Events every server process must see: a revoked session closes its sockets wherever they are
 * connected. Without Redis there is one process and events stay local; with REDIS_URL they go
 * through one pub/sub channel, and each process (the sender included) acts on what it receives.
 */
export interface FanOut {
  publishRevoked(event: SessionRevoked): Promise<void>;
  onRevoked(listener: (event: SessionRevoked) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'portside:session-revoked';

export function localFanOut(): FanOut {
  const listeners: ((event: SessionRevoked) => void)[] = [];
  return {
    async publishRevoked(event) {
      listeners.forEach((listener) => listener(event));
    },
    onRevoked(listener) {
      listeners.push(listener);
    },
    async close() {},
  };
}

export async function redisFanOut(url: string): Promise<FanOut> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners: ((event: SessionRevoked) => void)[] = [];
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    let event: SessionRevoked;
    try {
      event = JSON.parse(message) as SessionRevoked;
    } catch {
      return;
    }
    listeners.forEach((listener) => listener(event));
  });
  return {
    async publishRevoked(event) {
      await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    onRevoked(listener) {
      listeners.push(listener);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
