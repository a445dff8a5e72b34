import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import Fastify from 'fastify';
import { bootServices } from '../server/boot.ts';
import { buildApp } from '../server/app.ts';
import { md5Hex } from '../server/core/identity/password-hash.ts';
import { DEMO_PASSWORD } from '../server/features/demo/demo-data.ts';
import { median } from './rounds.ts';

/**
 * Per-request cost of the server (issue 17, rows 1 and 2): the real app in-process on a fresh
 * SQLite data folder with demo data (or DATABASE_URL), signed in as admin, against a bare Fastify
 * server answering the same JSON bytes. Load comes from a child process (keep-alive node:http, 50
 * connections), so the server keeps its own core; rounds interleave Portside and the baseline, and
 * each ratio is the median of the per-round ratios. Settings: SERVER_BENCH_ROUNDS (7),
 * SERVER_BENCH_SECONDS (2), SERVER_BENCH_CONNECTIONS (50), SERVER_BENCH_LOG_LEVEL (info, written
 * to /dev/null as a production server writes its log).
 */
const ROUNDS = Number(process.env.SERVER_BENCH_ROUNDS) || 7;
const SECONDS = Number(process.env.SERVER_BENCH_SECONDS) || 2;
const CONNECTIONS = Number(process.env.SERVER_BENCH_CONNECTIONS) || 50;
const LOG_LEVEL = process.env.SERVER_BENCH_LOG_LEVEL ?? 'info';
const POSITIONS = 500;

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
  /** the server process's CPU time (user + system) per answered request, in ms */
  cpuMsPerRequest: number;
}

/** Runs in the worker: CONNECTIONS loops, each sending its next request when the last answer ends. */
const LOAD_LOOP = `
const http = require('node:http');
const { url, headers, connections, milliseconds } = JSON.parse(process.env.LOAD_SETTINGS);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
const latencies = [];
let errors = 0;
let stopAt = 0;
function loop(done) {
  if (performance.now() >= stopAt) return done();
  const started = performance.now();
  const request = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent }, (response) => {
    response.on('data', () => {});
    response.on('end', () => {
      if (response.statusCode !== 200) errors++;
      latencies.push(performance.now() - started);
      loop(done);
    });
  });
  request.on('error', () => { errors++; loop(done); });
  request.end();
}
const started = performance.now();
stopAt = started + milliseconds;
let running = connections;
for (let i = 0; i < connections; i++) loop(() => {
  if (--running > 0) return;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  agent.destroy();
  process.stdout.write(JSON.stringify({ requests: latencies.length, errors, seconds, p50: at(0.5), p99: at(0.99) }));
});
`;

/**
 * The load runs in a child process, so this process's CPU time during the window is the server's
 * alone: CPU per request is the figure that holds on a machine other work is loading.
 */
function load(url: string, headers: Record<string, string>, milliseconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const settings = JSON.stringify({ url, headers, connections: CONNECTIONS, milliseconds });
    const cpuBefore = process.cpuUsage();
    const child = spawn(process.execPath, ['-e', LOAD_LOOP], { env: { ...process.env, LOAD_SETTINGS: settings }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => {
      const cpu = process.cpuUsage(cpuBefore);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      const result = JSON.parse(output) as Omit<LoadResult, 'cpuMsPerRequest'>;
      resolve({ ...result, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests) });
    });
  });
}

export async function serverThroughputBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-throughput-'));
  const { services } = await bootServices({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir, demoData: true });
  const logStream = fs.createWriteStream('/dev/null');
  const app = await buildApp({ services, logLevel: LOG_LEVEL, logStream });
  const signIn = await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'admin', password: md5Hex(DEMO_PASSWORD) } });
  const token = (signIn.json() as { data: { token: string } }).data.token;
  const headers = { authorization: token };
  // 500 more positions through the app's own create route, so the page is one the app wrote.
  for (let i = 0; i < POSITIONS; i++) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/permission/Position',
      headers,
      payload: { organizeId: 'org-ops', fullName: `压测岗位${i}`, enCode: `benchPosition${i}`, type: 'ptype-operate', enabledMark: 1, sortCode: i },
    });
    if ((created.json() as { code: number }).code !== 200) throw new Error(`creating a position failed: ${created.body}`);
  }
  const portside = await app.listen({ port: 0, host: '127.0.0.1' });
  const paths = {
    dictionary: '/api/system/DictionaryType',
    positions: `/api/permission/Position?currentPage=1&pageSize=${POSITIONS}`,
  };
  // The bare baseline answers the very bytes Portside answered (same length, same JSON).
  const bodies: Record<string, Buffer> = {};
  for (const [name, url] of Object.entries(paths)) {
    const response = await fetch(`${portside}${url}`, { headers });
    bodies[name] = Buffer.from(await response.arrayBuffer());
    const parsed = JSON.parse(bodies[name].toString('utf8')) as { code: number; data?: { list?: unknown[] } };
    if (parsed.code !== 200) throw new Error(`${url} answered ${bodies[name].toString('utf8').slice(0, 200)}`);
    if (name === 'positions' && (parsed.data?.list?.length ?? 0) < POSITIONS) throw new Error(`positions page has ${parsed.data?.list?.length} rows`);
  }
  const bare = Fastify({ logger: false });
  bare.get('/api/system/DictionaryType', async (_request, reply) => reply.type('application/json; charset=utf-8').send(bodies.dictionary));
  bare.get('/api/permission/Position', async (_request, reply) => reply.type('application/json; charset=utf-8').send(bodies.positions));
  const baseline = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(
    `Server throughput (${services.dialect}, node ${process.version}, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s, log level ${LOG_LEVEL})`,
  );
  for (const [name, url] of Object.entries(paths)) {
    // warm-up: JIT, statement caches, keep-alive sockets
    await load(`${portside}${url}`, headers, 1000);
    await load(`${baseline}${url}`, headers, 1000);
    const rounds: { portside: LoadResult; bare: LoadResult }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // alternate which goes first, so neither always runs on a cooler machine
      const first = round % 2 === 0 ? portside : baseline;
      const a = await load(`${first}${url}`, headers, SECONDS * 1000);
      const b = await load(`${first === portside ? baseline : portside}${url}`, headers, SECONDS * 1000);
      rounds.push(first === portside ? { portside: a, bare: b } : { portside: b, bare: a });
    }
    const rate = (r: LoadResult) => r.requests / r.seconds;
    const errors = rounds.reduce((sum, r) => sum + r.portside.errors + r.bare.errors, 0);
    const p = {
      rate: median(rounds.map((r) => rate(r.portside))),
      p99: median(rounds.map((r) => r.portside.p99)),
    };
    const b = { rate: median(rounds.map((r) => rate(r.bare))), p99: median(rounds.map((r) => r.bare.p99)) };
    const ratio = median(rounds.map((r) => rate(r.portside) / rate(r.bare)));
    const p99Ratio = median(rounds.map((r) => r.portside.p99 / r.bare.p99));
    console.log(
      `GET ${url} (${(bodies[name].length / 1024).toFixed(1)} KiB): Portside ${p.rate.toFixed(0)} req/s p99 ${p.p99.toFixed(1)} ms; ` +
        `bare Fastify ${b.rate.toFixed(0)} req/s p99 ${b.p99.toFixed(1)} ms; throughput ratio ${ratio.toFixed(2)}×, p99 ratio ${p99Ratio.toFixed(2)}×` +
        `${errors ? `; ${errors} failed requests` : ''}`,
    );
    console.log(`  per-round ratios: ${rounds.map((r) => (rate(r.portside) / rate(r.bare)).toFixed(2)).join(' ')}`);
    // CPU per request hardly moves with other processes' load: bare ÷ Portside is the throughput
    // ratio a quiet machine would show when the server's core is the bottleneck
    const cpu = { portside: median(rounds.map((r) => r.portside.cpuMsPerRequest)), bare: median(rounds.map((r) => r.bare.cpuMsPerRequest)) };
    const cpuRatio = median(rounds.map((r) => r.bare.cpuMsPerRequest / r.portside.cpuMsPerRequest));
    console.log(
      `  server CPU per request: Portside ${(cpu.portside * 1000).toFixed(0)} µs, bare ${(cpu.bare * 1000).toFixed(0)} µs; ratio (bare ÷ Portside) ${cpuRatio.toFixed(2)}×; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  }
  await bare.close();
  await app.close();
  await services.fanOut.close();
  await services.db.destroy();
  logStream.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  serverThroughputBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
