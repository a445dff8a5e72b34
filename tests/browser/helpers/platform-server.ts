import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningPlatform {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the platform the way the README does (`npm start`), on a free port and a temporary
 * data directory, and waits until it answers. `skipBuild` reuses dist/ when a caller built it.
 */
export async function startPlatform(options: { skipBuild?: boolean; env?: Record<string, string> } = {}): Promise<RunningPlatform> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-browser-'));
  const command = options.skipBuild ? ['run', 'serve'] : ['start'];
  const child: ChildProcess = spawn('npm', command, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/oauth/getLoginConfig`);
      const index = await fetch(`${baseUrl}/login`);
      if (response.ok && index.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`platform did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.pid) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
