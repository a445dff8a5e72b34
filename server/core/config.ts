import path from 'node:path';
import { parseTrustedProxies } from './http/client-address.ts';

/** Everything the server reads from its environment, read once at start. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Folder for the SQLite file and uploaded files when no DATABASE_URL is given. */
  dataDir: string;
  /**
   * FILES_DIR: the file store's folder, by default DATA_DIR/files. Several server processes must
   * be given the same folder (a shared mount) so that each serves what another stored.
   */
  filesDir: string;
  /** postgres://… selects PostgreSQL; empty selects the embedded SQLite database. */
  databaseUrl: string;
  /** redis://… turns on cross-process fan-out; empty keeps everything in this process. */
  redisUrl: string;
  /** Folder of the built browser app served with history fallback; empty serves no app. */
  webDir: string;
  /** Load demo accounts and menus into an empty database. */
  demoData: boolean;
  logLevel: string;
  /**
   * TRUST_PROXY: the reverse proxies (addresses or CIDR ranges, comma-separated) whose
   * X-Forwarded-For is believed. Empty (the default) believes nobody: the client's address is the
   * connection's, whatever headers it sends.
   */
  trustProxy: string[];
  /**
   * DATA_SOURCES: the databases SQL data interfaces may name besides the platform's own (JSON,
   * server/core/db/data-sources.ts). Kept in the environment: their URLs carry passwords.
   */
  dataSources: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 3000),
    dataDir,
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(dataDir, 'files'),
    databaseUrl: env.DATABASE_URL || '',
    redisUrl: env.REDIS_URL || '',
    webDir: env.WEB_DIR === undefined ? path.resolve('dist') : env.WEB_DIR,
    demoData: env.DEMO_DATA !== '0',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustedProxies(env.TRUST_PROXY),
    dataSources: env.DATA_SOURCES || '',
  };
}
