import { spawnSync } from 'node:child_process';
import { chromiumPath } from './browser/helpers/chromium-path.ts';

/**
 * The README's test command: unit, component and server tests (on SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL is set), then the browser tests in real Chromium when it is installed.
 * Without Chromium the run still passes, saying loudly what was skipped, unless
 * REQUIRE_BROWSER_TESTS=1 (CI) makes that a failure.
 */
function run(args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

let failed = false;
failed = run(['vitest', 'run', '--project', 'server', '--project', 'web']) !== 0 || failed;

const chromium = chromiumPath();
if (!chromium) {
  const line =
    '!!!!! BROWSER TESTS SKIPPED: no Chromium found. Install it (apt-get install -y chromium fonts-noto-cjk) or set CHROME_PATH, then run npm test again. !!!!!';
  console.log(`\n${line}\n`);
  if (process.env.REQUIRE_BROWSER_TESTS === '1') {
    console.error('REQUIRE_BROWSER_TESTS=1: failing because the browser tests did not run.');
    failed = true;
  }
} else {
  failed = run(['vitest', 'run', '--project', 'browser'], { ...process.env, CHROME_PATH: chromium }) !== 0 || failed;
}

process.exit(failed ? 1 : 0);
