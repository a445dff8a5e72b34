import type { Db, Dialect } from './db/database.ts';
import { SysConfigService } from './system/sys-config-service.ts';
import { SessionService } from './auth/session-service.ts';
import { CaptchaService } from './auth/captcha-service.ts';
import { LoginService } from './auth/login-service.ts';
import { AuthorizationService } from './permission/authorization-service.ts';
import { CurrentUserBuilder } from './auth/current-user-builder.ts';
import { SocketHub } from './message/socket-hub.ts';
import { localFanOut, type FanOut } from './message/fan-out.ts';

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
}

export function createServices(db: Db, dialect: Dialect, fanOut: FanOut = localFanOut()): Services {
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
  };
}
