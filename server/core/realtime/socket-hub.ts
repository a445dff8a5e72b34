import type { WebSocket } from 'ws';

interface Connection {
  socket: WebSocket;
  userId: string;
  sessionId: string;
}

/**
 * The sockets connected to this process, by user. Other modules push frames through it;
 * with REDIS_URL the fan-out layer forwards frames for users connected elsewhere.
 */
export class SocketHub {
  private readonly byUser = new Map<string, Set<Connection>>();

  add(connection: Connection): () => void {
    const set = this.byUser.get(connection.userId) ?? new Set<Connection>();
    set.add(connection);
    this.byUser.set(connection.userId, set);
    return () => {
      set.delete(connection);
      if (set.size === 0) this.byUser.delete(connection.userId);
    };
  }

  sendToUser(userId: string, frame: object): number {
    return this.sendTextToUser(userId, JSON.stringify(frame));
  }

  /**
   * Sends an already serialised frame (a push to many users serialises it once); with `close`
   * the sockets are closed after it, as a server-initiated logout or closeSocket needs.
   */
  sendTextToUser(userId: string, text: string, close = false): number {
    let sent = 0;
    for (const connection of [...(this.byUser.get(userId) ?? [])]) {
      if (connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(text);
        sent += 1;
      }
      if (close) connection.socket.close();
    }
    return sent;
  }

  /** Sends a last frame to the sockets of the given sessions and closes them. */
  closeSessions(userId: string, sessionIds: string[], frame: object): void {
    const text = JSON.stringify(frame);
    for (const connection of [...(this.byUser.get(userId) ?? [])]) {
      if (!sessionIds.includes(connection.sessionId)) continue;
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
      connection.socket.close();
    }
  }

  /** Users with at least one socket on this process. */
  userIds(): string[] {
    return [...this.byUser.keys()];
  }

  connectionCount(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  closeAll(): void {
    for (const set of this.byUser.values()) for (const connection of set) connection.socket.close();
    this.byUser.clear();
  }
}
