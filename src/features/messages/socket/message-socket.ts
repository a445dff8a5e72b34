import { parseFrame, type ServerFrame } from './frames.ts';

/** The part of the WebSocket API the client uses, so tests can hand in a fake. */
export interface SocketLike {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface MessageSocketOptions {
  url: string;
  /** read on every frame: the stored token the server re-checks (contract §5) */
  token: () => string;
  create?: SocketFactory;
  onFrame: (frame: ServerFrame) => void;
  /** a socket error (spec §8: 网络错误，请刷新重试) */
  onError: () => void;
  /** a (new) connection is open: what was asked on an earlier one will not be answered */
  onOpen?: () => void;
}

/** Spec §7/§9: OnConnection again every 60 s keeps the session registered. */
export const HEARTBEAT_MS = 60_000;
/** Reconnect delays: 1 s doubling to at most 30 s, back to 1 s once a connection opens. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
const OPEN = 1;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** attempt, RECONNECT_MAX_MS);
}

/**
 * The message socket (contract §5): opens, announces itself with OnConnection (on open and every
 * 60 s), hands each frame to `onFrame` and reconnects with backoff after a drop. Every open
 * sends OnConnection, whose initMessage answer resyncs the unread counts missed while away.
 * `stop` (or a closeSocket frame) ends it for good.
 */
export class MessageSocket {
  private socket: SocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = false;
  private readonly create: SocketFactory;

  constructor(private readonly options: MessageSocketOptions) {
    this.create = options.create ?? ((url) => new WebSocket(url));
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes the socket and never reconnects (sign-out, closeSocket, session ended in another tab). */
  stop(): void {
    this.stopped = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.close();
    }
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends a client frame with the current token; dropped when not connected. */
  send(frame: Record<string, unknown>): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify({ ...frame, token: this.options.token() }));
    return true;
  }

  /** OnConnection again: the server answers initMessage with fresh unread counts. */
  resync(): void {
    this.send({ method: 'OnConnection', mobileDevice: false });
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = this.create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.options.onOpen?.();
      this.resync();
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => this.resync(), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.method === 'closeSocket') this.stop();
      this.options.onFrame(frame);
    };
    socket.onerror = () => this.options.onError();
    socket.onclose = () => {
      clearInterval(this.heartbeat);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.retry = setTimeout(() => this.connect(), reconnectDelay(this.attempt));
      this.attempt += 1;
    };
  }
}
