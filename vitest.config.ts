import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { formValidators } from './build/form-validators-plugin.ts';

// Three projects: server code runs in node, browser code in jsdom, browser tests drive Chromium. Parallelism is kept low
// because the machine has 2 cores and the server tests share one PostgreSQL.
// The web project's forms load the build's precompiled validators (build/form-validators-plugin.ts), as in the app.
export default defineConfig({
  plugins: [react(), formValidators()],
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/generator/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/common/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 20000,
          // Opening the in-process demo app (tests/web/in-process-server.ts) migrates and seeds a database.
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          // Real Chromium against `npm start`; run by tests/run-all.ts only when Chromium exists.
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 300000,
        },
      },
    ],
  },
});
