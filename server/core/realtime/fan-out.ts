import type { SessionRevoked } from '../identity/session-service.ts';

/** A frame for the sockets of some users, already serialised once for all of them. */
export interface UserFrames {
  userIds: string[];
  /** the JSON text of the frame */
  text: string;
  /** close those users' sockets after the frame (server-initiated logout / closeSocket) */
  close?: boolean;
}

/**
 * Events every server process must see: a revoked session closes its sockets wherever they are
 * connected, and a chat message or notice push reaches its users' sockets wherever they are.
 * Without Redis there is one process and events stay local; with REDIS_URL they go through
 * pub/sub channels, and each process (the sender included) acts on what it receives, so there
 * is one delivery path whatever the topology.
 */
export interface FanOut {
  publishRevoked(event: SessionRevoked): Promise<void>;
  onRevoked(listener: (event: SessionRevoked) => void): void;
  publishToUsers(frames: UserFrames): Promise<void>;
  onUserFrames(listener: (frames: UserFrames) => void): void;
  close(): Promise<void>;
}

/**
 * Pub/sub channels are shared by every database of a Redis server, so the channel names carry
 * the database index of REDIS_URL (`redis://host:6379/3` → `portside:3:…`): deployments (or test
 * runs) on different indexes of one Redis never see each other's events.
 */
export function channelsFor(url: string): { revoked: string; frames: string } {
  let index = 0;
  try {
    const path = new URL(url).pathname.replace(/^\//, '');
    if (/^\d+$/.test(path)) index = Number(path);
  } catch {
    // ioredis reports a malformed URL when it connects; the default index is as good as any here
  }
  return { revoked: `portside:${index}:session-revoked`, frames: `portside:${index}:user-frames` };
}

/** Listener lists for both event kinds, shared by the local and the Redis fan-out. */
function listenerSet() {
  const revoked: ((event: SessionRevoked) => void)[] = [];
  const frames: ((event: UserFrames) => void)[] = [];
  return {
    revoked,
    frames,
    emitRevoked: (event: SessionRevoked) => revoked.forEach((listener) => listener(event)),
    emitFrames: (event: UserFrames) => frames.forEach((listener) => listener(event)),
  };
}

export function localFanOut(): FanOut {
  const listeners = listenerSet();
  return {
    async publishRevoked(event) {
      listeners.emitRevoked(event);
    },
    onRevoked(listener) {
      listeners.revoked.push(listener);
    },
    async publishToUsers(frames) {
      listeners.emitFrames(frames);
    },
    onUserFrames(listener) {
      listeners.frames.push(listener);
    },
    async close() {},
  };
}

function parse<T>(message: string): T | undefined {
  try {
    return JSON.parse(message) as T;
  } catch {
    return undefined; // another program's message on our channel: not ours to act on
  }
}

export async function redisFanOut(url: string): Promise<FanOut> {
  // Imported here, not at start: a single-process server never loads ioredis (server/README.md, start-up).
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = listenerSet();
  const channels = channelsFor(url);
  await subscriber.subscribe(channels.revoked, channels.frames);
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === channels.revoked) {
      const event = parse<SessionRevoked>(message);
      if (event) listeners.emitRevoked(event);
    } else if (channel === channels.frames) {
      const event = parse<UserFrames>(message);
      if (event && Array.isArray(event.userIds) && typeof event.text === 'string') listeners.emitFrames(event);
    }
  });
  return {
    async publishRevoked(event) {
      await publisher.publish(channels.revoked, JSON.stringify(event));
    },
    onRevoked(listener) {
      listeners.revoked.push(listener);
    },
    async publishToUsers(frames) {
      await publisher.publish(channels.frames, JSON.stringify(frames));
    },
    onUserFrames(listener) {
      listeners.frames.push(listener);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
