import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { Services } from './services.ts';
import { installAccessControl } from './http/access.ts';
import { redactingLoggerOptions } from './http/log-redaction.ts';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handler.ts';
import { answerClientError } from './http/client-errors.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installInputGuards } from './http/input-guards.ts';
import { parseFormBody } from './http/form-body.ts';
import { registerOauthRoutes } from './auth/oauth-routes.ts';
import { registerSysConfigRoutes } from './system/sys-config-routes.ts';
import { registerCurrentUserRoutes } from './permission/current-user-routes.ts';
import { registerProfileRoutes } from './profile/register-profile-routes.ts';
import { serveWebApp } from './http/web-app.ts';
import { registerSocketRoutes } from './message/socket-routes.ts';
import { registerMessageRoutes } from './message/register-message-routes.ts';
import { registerEntityRoutes } from './crud/entity-routes.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { generatedEntities } from './crud/entity-definition.ts';
import { registerDictionaryRoutes } from './system/dictionary-routes.ts';
import { registerBillNumberRoutes } from './system/bill-number-routes.ts';
import { registerExportDownloads } from './files/export-files.ts';
import { registerUserActionRoutes } from './permission/user-action-routes.ts';
import { entityOverrides } from './overrides/index.ts';
import { registerScheduleRoutes } from './schedule/schedule-routes.ts';
import { registerModuleItemRoutes } from './system/module-item-routes.ts';
import { registerDepartmentRoutes } from './permission/department-routes.ts';
import { registerPortalRoutes } from './portal/register-portal-routes.ts';
import { registerPickerSelectorRoutes } from './permission/picker-selector-routes.ts';
import { registerImUserSelectorRoutes } from './permission/im-user-selector-routes.ts';
import { registerFramedRoutes } from './framed/framed-routes.ts';
import { registerOnlineUserRoutes } from './online-user/online-user-routes.ts';
import { registerDashboardRoutes } from './dashboard/dashboard-routes.ts';

export interface AppOptions {
  services: Services;
  /** Built browser app to serve; empty for API-only (tests). */
  webDir?: string;
  logLevel?: string;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed (TRUST_PROXY); none by
   * default, so a client cannot choose the address it is throttled, allowed and logged under.
   */
  trustProxy?: string[];
}

/** The Fastify application: hygiene first (access, errors), then every route module. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Tokens, passwords and captcha answers never reach the log (URLs, headers, bodies, messages).
      ...redactingLoggerOptions(),
    },
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    return503OnClosing: true,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
    frameworkErrors: frameworkErrorHandler,
    // Requests the HTTP parser refuses (bad request line, oversized URL or headers) get the envelope too.
    clientErrorHandler: answerClientError,
  });
  const { services } = options;
  installErrorHandling(app);
  installSecurityHeaders(app);
  installInputGuards(app);
  installAccessControl(app, {
    authenticate: (request) => services.sessions.resolve(request.headers.authorization),
    hasPermission: (user, code, button) => services.authorization.hasPermission(user.userId, code, button),
  });
  await app.register(formbody, { parser: parseFormBody });
  // Uploads: one file at a time, 10 MB at most (spec §9's default upload limit).
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await registerApiDocs(app, '3.4.7');
  // Graceful shutdown: chat sockets close first, and responses still in flight ask the client
  // to drop its keep-alive connection, so close() ends once they are sent instead of waiting
  // for idle connections to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    services.hub.closeAll();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  registerOauthRoutes(app, services);
  registerSysConfigRoutes(app, services);
  registerCurrentUserRoutes(app, services);
  registerProfileRoutes(app, services);
  await registerSocketRoutes(app, services);
  registerMessageRoutes(app, services);
  registerDictionaryRoutes(app, services);
  registerBillNumberRoutes(app, services);
  registerExportDownloads(app, services.db);
  registerUserActionRoutes(app, services);
  // Every schema-driven entity is served by the one generic CRUD runtime; a few add hand-written overrides.
  const overrides = entityOverrides(services);
  for (const entity of generatedEntities) {
    if (entity.api.routes === 'generic') registerEntityRoutes(app, services, entity, overrides[entity.name]);
  }
  registerScheduleRoutes(app, services);
  registerModuleItemRoutes(app, services);
  registerDepartmentRoutes(app, services);
  registerPortalRoutes(app, services);
  registerPickerSelectorRoutes(app, services);
  registerImUserSelectorRoutes(app, services);
  registerFramedRoutes(app, services);
  registerOnlineUserRoutes(app, services);
  registerDashboardRoutes(app, services);

  if (options.webDir) await serveWebApp(app, options.webDir);
  return app;
}
