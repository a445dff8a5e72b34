import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootServices } from '../server/boot.ts';
import { buildApp } from '../server/app.ts';
import { md5Hex } from '../server/core/identity/password-hash.ts';
import { DEMO_PASSWORD } from '../server/features/demo/demo-data.ts';
import { socketBench } from './socket-bench.ts';
import { loginBench } from './login-bench.ts';
import { signInBench } from './signin-bench.ts';
import { subTableBench } from './sub-table-bench.ts';
import { uploadBench } from './upload-bench.ts';
import { serverThroughputBench } from './server-throughput-bench.ts';
import { numberingBench } from './numbering-bench.ts';
import { startupBench } from './startup-bench.ts';
import { tabsBench } from './tabs-bench.ts';
import { listBench } from './list-bench.ts';
import { userDialogBench } from './user-dialog-bench.ts';

/**
 * `npm run bench`: figures for the foundation's hot paths on the embedded database, printed,
 * never asserted. Sign-in is bounded by scrypt by design; CurrentUser and a signed-in call
 * show the per-request cost of session checks and menu building.
 */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, count: number, call: () => Promise<void>): Promise<void> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} n=${String(count).padStart(5)}  ${(count / (total / 1000)).toFixed(1).padStart(8)} req/s  p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms`,
  );
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-bench-'));
  const { services } = await bootServices({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir, demoData: true });
  const app = await buildApp({ services, logLevel: 'silent' });
  const password = md5Hex(DEMO_PASSWORD);
  const login = async () => {
    const response = await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'admin', password } });
    return (response.json() as { data: { token: string } }).data.token;
  };
  console.log(`Portside foundation benchmark (${services.dialect}, node ${process.version})`);
  await measure('POST /api/oauth/Login (scrypt)', 50, async () => {
    await login();
  });
  const token = await login();
  await measure('GET /api/oauth/CurrentUser (admin)', 500, async () => {
    await app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
  });
  await measure('GET /api/system/SysConfig', 1000, async () => {
    await app.inject({ method: 'GET', url: '/api/system/SysConfig', headers: { authorization: token } });
  });
  await measure('GET /api/oauth/getConfig (public)', 2000, async () => {
    await app.inject({ method: 'GET', url: '/api/oauth/getConfig/admin' });
  });
  const memory = process.memoryUsage();
  console.log(`memory: rss ${(memory.rss / 1048576).toFixed(1)} MiB, heap used ${(memory.heapUsed / 1048576).toFixed(1)} MiB`);
  await app.close();
  await services.db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await serverThroughputBench();
  await numberingBench();
  await socketBench();
  await loginBench();
  await signInBench();
  await subTableBench();
  await listBench();
  await userDialogBench();
  await tabsBench();
  await uploadBench();
  await startupBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
