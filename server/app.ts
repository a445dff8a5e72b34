import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { Services } from './services.ts';
import { installAccessControl } from './core/http/access.ts';
import { redactingLoggerOptions } from './core/http/log-redaction.ts';
import { frameworkErrorHandler, installErrorHandling } from './core/http/error-handler.ts';
import { answerClientError } from './core/http/client-errors.ts';
import { installSecurityHeaders } from './core/http/security-headers.ts';
import { installInputGuards } from './core/http/input-guards.ts';
import { buildLazyValidator } from './core/http/lazy-validators.ts';
import { installOperationLog } from './core/http/operation-log.ts';
import { installResponseCache } from './core/http/response-cache.ts';
import { AccessLogController } from './core/http/access-log.ts';
import { parseFormBody } from './core/http/form-body.ts';
import { serveWebApp } from './core/http/web-app.ts';
import { registerEntityRoutes } from './crud/entity-routes.ts';
import { registerApiDocs } from './core/http/api-docs.ts';
import { generatedEntities } from './crud/entity-definition.ts';
import { entityOverrides } from './overrides/index.ts';
import { registerInterfaceEcho } from './crud/picker-texts.ts';
import { listEcho } from './features/data-interface/list-echo.ts';
import type { FeaturePlugin } from './features/feature-plugin.ts';
import { authFeature } from './features/auth/index.ts';
import { systemFeature } from './features/system/index.ts';
import { permissionFeature } from './features/permission/index.ts';
import { profileFeature } from './features/profile/index.ts';
import { messageFeature } from './features/message/index.ts';
import { scheduleFeature } from './features/schedule/index.ts';
import { portalFeature } from './features/portal/index.ts';
import { framedFeature } from './features/framed/index.ts';
import { onlineUserFeature } from './features/online-user/index.ts';
import { dashboardFeature } from './features/dashboard/index.ts';
import { filesFeature } from './features/files/index.ts';
import { dataInterfaceFeature } from './features/data-interface/index.ts';
import { visualDevFeature } from './features/visualdev/index.ts';
import { dataScopeFeature } from './features/data-scope/index.ts';
import { companyApplyFeature } from './features/company-apply/index.ts';
import { auditLogFeature } from './features/audit-log/index.ts';
import { emailFeature } from './features/email/index.ts';
import { AuditLogWriter } from './features/audit-log/audit-log-writer.ts';

/** Every feature's routes, each one Fastify plugin (server/features/<feature>/index.ts). */
const FEATURES: FeaturePlugin[] = [
  authFeature,
  systemFeature,
  permissionFeature,
  profileFeature,
  messageFeature,
  scheduleFeature,
  portalFeature,
  framedFeature,
  onlineUserFeature,
  dashboardFeature,
  filesFeature,
  dataInterfaceFeature,
  visualDevFeature,
  dataScopeFeature,
  companyApplyFeature,
  auditLogFeature,
  emailFeature,
];

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

/** The Fastify application: hygiene first (access, errors), then the platform routes, then every feature. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Tokens, passwords and captcha answers never reach the log (URLs, headers, bodies, messages).
      ...redactingLoggerOptions(),
    },
    genReqId: () => randomUUID(),
    // one line per request, as it ends (access-log.ts)
    logController: new AccessLogController(),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    return503OnClosing: true,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
    // Each route's validator compiles on its first request (lazy-validators.ts: half of a start was ajv).
    schemaController: { compilersFactory: { buildValidator: buildLazyValidator } },
    frameworkErrors: frameworkErrorHandler,
    // Requests the HTTP parser refuses (bad request line, oversized URL or headers) get the envelope too.
    clientErrorHandler: answerClientError,
  });
  const { services } = options;
  installErrorHandling(app);
  installSecurityHeaders(app);
  installInputGuards(app);
  // What signed-in users change and what fails on the server, written to the system log after each answer.
  installOperationLog(app, new AuditLogWriter(services.db, app.log));
  installAccessControl(app, {
    authenticate: (request) => services.sessions.resolve(request.headers.authorization),
    hasPermission: (user, code, button) => services.authorization.hasPermission(user.userId, code, button),
  });
  // Read answers kept per user under the database's change counters (after access: it needs the session).
  installResponseCache(app);
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
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Platform routes: every schema-driven entity, served by the one
  // generic CRUD runtime (a few add hand-written overrides).
  const overrides = entityOverrides(services);
  registerInterfaceEcho(services.db, listEcho(services));
  for (const entity of generatedEntities) {
    if (entity.api.routes === 'generic') registerEntityRoutes(app, services, entity, overrides[entity.name]);
  }
  // Each feature in its own encapsulated plugin: it inherits the access check (onRoute), the error
  // handler and the hooks installed above, and adds nothing its siblings see.
  for (const feature of FEATURES) await app.register(feature, { services });

  if (options.webDir) await serveWebApp(app, options.webDir);
  return app;
}
