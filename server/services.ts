import type { Db, Dialect } from './core/db/database.ts';
import { SysConfigService } from './core/sys-config/sys-config-service.ts';
import { SessionService } from './core/identity/session-service.ts';
import { CaptchaService } from './features/auth/captcha-service.ts';
import { LoginService } from './features/auth/login-service.ts';
import { AuthorizationService } from './core/identity/authorization-service.ts';
import { CurrentUserBuilder } from './features/auth/current-user-builder.ts';
import { SocketHub } from './core/realtime/socket-hub.ts';
import { localFanOut, type FanOut } from './core/realtime/fan-out.ts';
import type { FileStorage } from './core/files/file-storage.ts';
import type { DataSources } from './core/db/data-sources.ts';

/** The domain services of one server process, built once and handed to the route modules. */
export interface Services {
  db: Db;
  dialect: Dialect;
  config: SysConfigService;
  sessions: SessionService;
  captcha: CaptchaService;
  login: LoginService;
  authorization: AuthorizationService;
  currentUser: CurrentUserBuilder;
  hub: SocketHub;
  fanOut: FanOut;
  /** uploaded bytes (server/core/files/file-storage.ts); what they are is in base_file */
  files: FileStorage;
  /** where SQL data interfaces run: the platform's own database and the named ones (DATA_SOURCES) */
  dataSources: DataSources;
}

export function createServices(
  db: Db,
  dialect: Dialect,
  files: FileStorage,
  fanOut: FanOut = localFanOut(),
  dataSources: DataSources = { own: { id: '0', fullName: '', dialect }, named: [] },
): Services {
  const config = new SysConfigService(db);
  const sessions = new SessionService(db, async () => Number((await config.read()).tokenTimeout) || 480);
  const captcha = new CaptchaService(db);
  const authorization = new AuthorizationService(db);
  return {
    db,
    dialect,
    config,
    sessions,
    captcha,
    login: new LoginService(db, config, captcha, sessions),
    authorization,
    currentUser: new CurrentUserBuilder(db, config, authorization),
    hub: new SocketHub(),
    fanOut,
    files,
    dataSources,
  };
}
