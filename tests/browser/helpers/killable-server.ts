import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A Portside server in a child process of its own (not the suite's shared platform), on a data
 * directory and a port that stay the same across restarts, so a test can kill it outright, as a
 * crash or an operator's `kill -9` would, and start it again on what the first one left behind.
 * It serves the app the suite's global setup built (dist/).
 */
export interface KillableServer {
  baseUrl: string;
  dataDir: string;
  /**
   * SIGKILL to the whole process group, sent before this returns (so a caller can kill at an exact
   * moment): no shutdown hook runs, requests in flight are cut. Resolves once the process is gone.
   */
  kill(): Promise<void>;
  /** Starts the server again on the same port and data directory and waits until it answers. */
  start(): Promise<void>;
  /** Stops it (if running) and removes the data directory. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const START_TIMEOUT_MS = 120_000;

export async function killableServer(): Promise<KillableServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-killable-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => process.once('exit', () => resolve()));

  async function start(): Promise<void> {
    if (running()) throw new Error('the server is already running');
    output = '';
    // node itself, not `npm run serve`: the pid is the server's, and the group is the server alone.
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // Everything it keeps is in dataDir (SQLite, file store), whatever the caller's environment says.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, FILES_DIR: '', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      try {
        const [config, page] = await Promise.all([fetch(`${baseUrl}/api/oauth/getLoginConfig`), fetch(`${baseUrl}/login`)]);
        if (config.ok && page.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  function kill(): Promise<void> {
    if (!child?.pid || !running()) throw new Error('the server is not running');
    process.kill(-child.pid, 'SIGKILL');
    return exited(child);
  }

  async function dispose(): Promise<void> {
    if (child?.pid && running()) {
      process.kill(-child.pid, 'SIGTERM');
      await exited(child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { baseUrl, dataDir, kill, start, dispose };
}
