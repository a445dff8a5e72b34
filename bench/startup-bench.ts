import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../build/server-build.ts';
import { md5Hex } from '../server/core/identity/password-hash.ts';
import { DEMO_PASSWORD } from '../server/features/demo/demo-data.ts';
import { median } from './rounds.ts';

/**
 * Server start-up and memory (issue 17; alone: `node --import tsx bench/startup-bench.ts`, add
 * `--tsx` to also time the TypeScript server as it started before it was compiled, `--before <dir>` an
 * older build's main.mjs, e.g. a previous commit's dist-server copied under .tmp/). Each round
 * starts, as separate processes one after another:
 * - the production server (`npm start`'s `node dist-server/main.mjs`, compiled first by
 *   build/server-build.ts) on a fresh data directory: evolving the tables and loading the demo data;
 * - the same server again on that directory (a "second" start: nothing to evolve or load);
 * - a bare Fastify server (baseline): one route answering the same JSON as Portside's
 *   GET /api/system/DictionaryType.
 * Start = spawn until the port accepts a connection; the CPU the process used by then is shown
 * beside it (on a loaded machine the readable one). RSS (/proc/<pid>/status) one second after
 * that, and again after 5,000 signed-in GET /api/system/DictionaryType (10 at a time); both
 * servers log at warn. Medians of `STARTUP_BENCH_ROUNDS` (5) interleaved rounds, and the median of
 * the per-round ratios against the baseline. Targets: start ≤ 3×, memory ≤ 1.8×.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Its own build (inside the project, where the packages resolve), so a build running beside it is not swapped under it. */
const OUT_DIR = path.join(ROOT, '.tmp', 'startup-bench-server');
const ROUNDS = Number(process.env.STARTUP_BENCH_ROUNDS ?? 5);
const REQUESTS = 5_000;
const CONCURRENCY = 10;
const SETTLE_MS = 1_000;
const ROUTE = '/api/system/DictionaryType';

/** The baseline: Fastify and one route, plain JavaScript, no plugin. */
const BARE_FASTIFY = `
import fs from 'node:fs';
import Fastify from 'fastify';
const body = fs.readFileSync(process.env.BODY_FILE);
const app = Fastify({ logger: false });
app.get(${JSON.stringify(ROUTE)}, (request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

interface Started {
  child: ChildProcess;
  port: number;
  startMs: number;
  /** CPU the process had used when its port first accepted: a loaded machine moves it far less than the wall time. */
  cpuMs: number;
  stderr: string[];
}

interface Sample {
  startMs: number;
  cpuMs: number;
  rssStart: number;
  rssAfter: number;
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

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Spawns `args` with node and resolves once its port accepts a connection. */
async function spawnServer(args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const stderr: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited early:\n${stderr.join('')}`);
    if (await accepts(port)) return { child, port, startMs: performance.now() - started, cpuMs: cpuMsOf(child.pid), stderr };
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} did not listen within 120 s:\n${stderr.join('')}`);
  }
}

/** User + system time from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms on Linux). */
function cpuMsOf(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMiB(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kib / 1024;
}

async function stop(server: Started): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: md5Hex(DEMO_PASSWORD) }),
  });
  const answer = (await response.json()) as { code: number; data?: { token: string } };
  if (!answer.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

async function load(port: number, headers: Record<string, string>): Promise<void> {
  let sent = 0;
  const worker = async () => {
    while (sent < REQUESTS) {
      sent += 1;
      const response = await fetch(`http://127.0.0.1:${port}${ROUTE}`, { headers });
      if (!response.ok) throw new Error(`${ROUTE} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** One start of a server: its start time, RSS after start, RSS after the requests. */
async function sample(args: string[], env: Record<string, string>, signedIn: boolean): Promise<Sample> {
  const server = await spawnServer(args, env);
  try {
    await settle();
    const rssStart = rssMiB(server.child.pid);
    const headers = signedIn ? { authorization: await signIn(server.port) } : ({} as Record<string, string>);
    await load(server.port, headers);
    await settle();
    return { startMs: server.startMs, cpuMs: server.cpuMs, rssStart, rssAfter: rssMiB(server.child.pid) };
  } finally {
    await stop(server);
  }
}

/** The JSON the baseline answers: Portside's own answer, from a server started once for it. */
async function dictionaryBody(serverArgs: string[], dataDir: string, env: Record<string, string>): Promise<string> {
  const server = await spawnServer(serverArgs, { ...env, DATA_DIR: dataDir, WEB_DIR: path.join(ROOT, 'dist') });
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}${ROUTE}`, { headers: { authorization: await signIn(server.port) } });
    return await response.text();
  } finally {
    await stop(server);
  }
}

/**
 * How `npm start` runs the server: the environment and node options of package.json's start script
 * before `dist-server/main.mjs` (a V8 setting there is part of what is measured).
 */
export function startCommand(): { nodeOptions: string[]; env: Record<string, string> } {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const run = scripts.start.split('&&').find((part) => part.includes('dist-server/main.mjs'));
  if (!run) throw new Error(`package.json's start script does not run dist-server/main.mjs: ${scripts.start}`);
  const words = run.trim().split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, Math.max(node, 0)).map((word) => word.split('=', 2) as [string, string]));
  return { nodeOptions: words.slice(node + 1, words.indexOf('dist-server/main.mjs')), env };
}

export async function startupBench(options: { tsx?: boolean; before?: string } = {}): Promise<void> {
  await buildServer(OUT_DIR);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-startup-bench-'));
  const start = startCommand();
  const compiled = [...start.nodeOptions, path.join(OUT_DIR, 'main.mjs')];
  const contenders: { label: string; args: string[]; env: Record<string, string> }[] = [{ label: 'compiled', args: compiled, env: start.env }];
  if (options.tsx) contenders.push({ label: 'tsx (before)', args: ['--import', 'tsx', 'server/main.ts'], env: {} });
  // Another build to compare in the same rounds (`--before <dir-with-main.mjs>`: an older commit's dist-server, inside the project).
  if (options.before) contenders.push({ label: 'before', args: [...start.nodeOptions, path.resolve(options.before, 'main.mjs')], env: start.env });
  const loadBefore = os.loadavg();
  const bodyFile = path.join(work, 'body.json');
  fs.writeFileSync(bodyFile, await dictionaryBody(compiled, path.join(work, 'body-data'), start.env));
  // Run from the project's folder, so `fastify` resolves from its node_modules.
  const bare = ['--input-type=module', '-e', BARE_FASTIFY];
  const samples = new Map<string, Sample[]>();
  const add = (key: string, value: Sample) => samples.set(key, [...(samples.get(key) ?? []), value]);
  const webDir = path.join(ROOT, 'dist');
  try {
    for (let round = 0; round < ROUNDS; round++) {
      add('bare', await sample(bare, { BODY_FILE: bodyFile }, false));
      for (const contender of contenders) {
        const dataDir = path.join(work, `${contender.label.replace(/\W+/g, '-')}-${round}`);
        add(`${contender.label} fresh`, await sample(contender.args, { ...contender.env, DATA_DIR: dataDir, WEB_DIR: webDir }, true));
        add(`${contender.label} second`, await sample(contender.args, { ...contender.env, DATA_DIR: dataDir, WEB_DIR: webDir }, true));
      }
      process.stdout.write(`  round ${round + 1}/${ROUNDS} done\r`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const baseline = samples.get('bare') ?? [];
  const ratio = (values: Sample[], pick: (sample: Sample) => number) => median(values.map((value, index) => pick(value) / pick(baseline[index])));
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  const loadAverage = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(`Server start-up and memory (${ROUNDS} interleaved rounds, medians; ratio = median of per-round ratios against bare Fastify)`);
  console.log(
    `  compiled runs as npm start does: ${[...Object.entries(start.env).map(([name, value]) => `${name}=${value}`), 'node', ...start.nodeOptions].join(' ')} main.mjs;` +
      ` load average before ${loadAverage(loadBefore)}, after ${loadAverage(os.loadavg())}`,
  );
  console.log(
    `  bare Fastify: start ${ms(median(baseline.map((s) => s.startMs)))} (CPU at listen ${ms(median(baseline.map((s) => s.cpuMs)))}), RSS after start ${mib(median(baseline.map((s) => s.rssStart)))}, after ${REQUESTS} requests ${mib(median(baseline.map((s) => s.rssAfter)))}`,
  );
  for (const [key, values] of samples) {
    if (key === 'bare') continue;
    console.log(
      `  ${key.padEnd(20)} start ${ms(median(values.map((s) => s.startMs)))} (${ratio(values, (s) => s.startMs).toFixed(1)}×, target ≤ 3×;` +
        ` CPU at listen ${ms(median(values.map((s) => s.cpuMs)))}, ${ratio(values, (s) => s.cpuMs).toFixed(1)}×)` +
        `  RSS after start ${mib(median(values.map((s) => s.rssStart)))} (${ratio(values, (s) => s.rssStart).toFixed(2)}×)` +
        `  after ${REQUESTS} requests ${mib(median(values.map((s) => s.rssAfter)))} (${ratio(values, (s) => s.rssAfter).toFixed(2)}×, target ≤ 1.8×)`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const before = process.argv.indexOf('--before');
  startupBench({ tsx: process.argv.includes('--tsx'), before: before > 0 ? process.argv[before + 1] : undefined }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
