import type { TestProject } from 'vitest/node';
import { startPlatform, type RunningPlatform } from './helpers/platform-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let platform: RunningPlatform | undefined;

/** One platform for the whole browser suite, started as the README starts it. */
export async function setup(project: TestProject): Promise<void> {
  platform = await startPlatform({ skipBuild: process.env.PORTSIDE_SKIP_BUILD === '1' });
  project.provide('baseUrl', platform.baseUrl);
  project.provide('dataDir', platform.dataDir);
}

export async function teardown(): Promise<void> {
  await platform?.stop();
}
