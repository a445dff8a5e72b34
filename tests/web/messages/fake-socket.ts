import type { SocketLike } from '../../../src/features/messages/socket/message-socket.ts';

/** A WebSocket stand-in: the test opens, feeds and drops it, and reads what the client sent. */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  sent: Record<string, unknown>[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static latest(): FakeSocket {
    return FakeSocket.all[FakeSocket.all.length - 1];
  }

  static create = (url: string): SocketLike => new FakeSocket(url);

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** the server sends a frame */
  push(frame: Record<string, unknown>): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  /** the connection drops */
  drop(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
  methods(): unknown[] {
    return this.sent.map((frame) => frame.method);
  }
}
