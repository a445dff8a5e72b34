import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, MessageSocket, reconnectDelay } from '../../../src/features/messages/socket/message-socket.ts';
import { socketUrl } from '../../../src/features/messages/socket/socket-url.ts';
import { handleFrame, startMessageSocket, stopMessageSocket } from '../../../src/features/messages/socket/socket-connection.ts';
import { resetUnread, unreadStore } from '../../../src/features/messages/unread-store.ts';
import { setToken } from '../../../src/lib/storage/jnpf-storage.ts';
import { FakeSocket } from './fake-socket.ts';

beforeEach(() => {
  FakeSocket.all = [];
  resetUnread(0);
  vi.useFakeTimers();
});
afterEach(() => {
  stopMessageSocket();
  vi.useRealTimers();
});

function socket(onError = vi.fn()) {
  const client = new MessageSocket({ url: 'ws://x/api/message/websocket/t', token: () => 'bearer t', create: FakeSocket.create, onFrame: vi.fn(), onError });
  client.start();
  return client;
}

describe('socket address (contract §5.1)', () => {
  it('follows the page scheme and encodes the token', () => {
    expect(socketUrl('bearer a.b', { protocol: 'http:', host: 'h:3000' })).toBe('ws://h:3000/api/message/websocket/bearer%20a.b');
    expect(socketUrl('t', { protocol: 'https:', host: 'h' })).toBe('wss://h/api/message/websocket/t');
    expect(socketUrl('t', { protocol: 'http:', host: 'h' }, 'https://api.example')).toBe('wss://api.example/api/message/websocket/t');
  });
});

describe('message socket client', () => {
  it('sends OnConnection with the token on open and again every 60 s', () => {
    socket();
    const fake = FakeSocket.latest();
    fake.open();
    expect(fake.sent).toEqual([{ method: 'OnConnection', mobileDevice: false, token: 'bearer t' }]);
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(fake.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fake.methods()).toEqual(['OnConnection', 'OnConnection']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(fake.sent).toHaveLength(3);
  });

  it('reconnects after a drop with a growing delay, back to the shortest once connected', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30000]);
    socket();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    const third = FakeSocket.latest();
    third.open();
    // the reopened socket announces itself, which resyncs the unread counts
    expect(third.methods()).toEqual(['OnConnection']);
    third.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('stops for good on closeSocket and on stop', () => {
    const client = socket();
    FakeSocket.latest().open();
    FakeSocket.latest().push({ method: 'closeSocket' });
    expect(FakeSocket.latest().closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    client.stop();
  });

  it('reports a socket error', () => {
    const onError = vi.fn();
    socket(onError);
    FakeSocket.latest().fail();
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('frames into the unread counts (contract §5.3)', () => {
  const hooks = { onLogout: vi.fn(), onReload: vi.fn() };

  it('initMessage sets, messagePush adds, receiveMessage counts per sender', () => {
    handleFrame({ method: 'initMessage', unreadTotalCount: 3, unreadNums: [{ sendUserId: 'u2', unreadNum: 2 }] }, hooks);
    expect(unreadStore.getSnapshot()).toEqual({ notices: 3, chat: { u2: 2 }, synced: true });
    handleFrame({ method: 'messagePush', unreadNoticeCount: 1, title: 't' }, hooks);
    expect(unreadStore.getSnapshot().notices).toBe(4);
    handleFrame({ method: 'receiveMessage', formUserId: 'u3', messageType: 'text', formMessage: 'hi', dateTime: 1 }, hooks);
    handleFrame({ method: 'receiveMessage', formUserId: 'u2', messageType: 'text', formMessage: 'hi', dateTime: 1 }, hooks);
    expect(unreadStore.getSnapshot().chat).toEqual({ u2: 3, u3: 1 });
  });

  it('logout for this token signs out; for another token only reloads; refresh reloads', () => {
    setToken('bearer mine');
    const onLogout = vi.fn();
    const onReload = vi.fn();
    handleFrame({ method: 'logout', msg: '此账号已在其他地方登陆', token: 'bearer old' }, { onLogout, onReload });
    expect(onReload).toHaveBeenCalledOnce();
    expect(onLogout).not.toHaveBeenCalled();
    handleFrame({ method: 'logout', msg: '权限已变更，请重新登录！' }, { onLogout, onReload });
    expect(onLogout).toHaveBeenCalledWith('权限已变更，请重新登录！');
    handleFrame({ method: 'refresh' }, { onLogout, onReload });
    expect(onReload).toHaveBeenCalledTimes(2);
  });

  it('a logout frame closes the socket started for the session', () => {
    setToken('bearer mine');
    const onLogout = vi.fn();
    startMessageSocket('bearer mine', { onLogout, onReload: vi.fn(), onSocketError: vi.fn(), create: FakeSocket.create });
    const fake = FakeSocket.latest();
    expect(fake.url).toMatch(/^ws:\/\/.*\/api\/message\/websocket\/bearer%20mine$/);
    fake.open();
    fake.push({ method: 'logout', msg: 'bye' });
    expect(onLogout).toHaveBeenCalledWith('bye');
    expect(fake.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
