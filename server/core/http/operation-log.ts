import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normaliseAddress } from './client-address.ts';
import { redactSecrets } from './log-redaction.ts';

/**
 * The admin-wide system log's two server-side categories (JNPF's numbering, contract §4.16 and
 * BASE_SYSLOG: 1 sign-in, 3 operation, 4 exception): what signed-in users changed, and the requests
 * that failed on the server. Sign-ins are the login log's (server/features/auth).
 *
 * Only what routes declare and the transport knows is taken — method, route pattern, the route's
 * permission code, who, from where, result code, duration, request id — never a body, a query string
 * or a header other than the user agent, so passwords, tokens and file contents cannot reach the log.
 * The entries go to a sink (the audit-log feature's writer) that stores them later: a request never
 * waits on the log, and a failing log never fails a request.
 */
export const OPERATION_CATEGORY = 3;
export const EXCEPTION_CATEGORY = 4;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route reads through POST (a list, a selector), which the operation log leaves out */
    operationLog?: false;
  }
}

export interface OperationEntry {
  category: typeof OPERATION_CATEGORY | typeof EXCEPTION_CATEGORY;
  /** when the request arrived, epoch ms */
  time: number;
  /** the signed-in caller; null when the request had none (an exception before or without a session) */
  userId: string | null;
  account: string;
  realName: string;
  ipAddress: string;
  userAgent: string;
  method: string;
  /** the route pattern (/api/permission/Users/:id), never the URL with its values */
  route: string;
  /** the permission code the route declares ('' for signed-in and public routes): names the module */
  permission: string;
  /** the envelope's code (JNPF answers HTTP 200 with the outcome in `code`), else the HTTP status */
  resultCode: number;
  /** ms */
  duration: number;
  requestId: string;
  /** an exception's message (secrets scrubbed); '' for an operation */
  error: string;
}

/** Where entries go: `record` must return at once and never throw; `drain` writes what is queued (the app is closing). */
export interface OperationLogSink {
  record(entry: OperationEntry): void;
  drain(): Promise<void>;
}

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes of today that read through POST (lists, selectors, counters, upload chunks before their
 * merge), which change nothing and would drown the operations. A new one declares
 * `config: { operationLog: false }` itself.
 */
const READS_THROUGH_POST = new Set([
  '/api/file/chunk',
  '/api/message/Notice',
  '/api/oauth/updatePasswordMessage',
  '/api/permission/Organize/OrganizeCondition',
  '/api/permission/Position/PositionCondition',
  '/api/permission/Position/getListByOrgIds',
  '/api/permission/Role/getListByOrgIds',
  '/api/permission/Users/ImUser/Selector/:organizeId',
  '/api/permission/Users/UserCondition',
  '/api/permission/Users/getSelectedList',
  '/api/permission/Users/getSelectedUserList',
  '/api/permission/Users/getUserList',
  '/api/system/Area/GetAreaByIds',
  '/api/system/DataInterface/:id/Action/InfoByIds',
  '/api/system/DataInterface/:id/Action/List',
  '/api/system/DataInterface/:id/Actions/GetFields',
  '/api/visualdev/Dashboard/FlowTodoCount',
  '/api/visualdev/Dashboard/Notice',
  '/api/visualdev/OnlineDev/:modelId/List',
  '/api/visualdev/OnlineDev/:modelId/List/:id',
]);

/** The longest user agent and error message kept: enough to read, too little to fill a table with. */
const MAX_USER_AGENT = 300;
const MAX_ERROR = 1000;

// What the error handler noted of a request that failed on the server, and the code its answer carried.
const serverErrors = new WeakMap<FastifyRequest, string>();
const resultCodes = new WeakMap<FastifyRequest, number>();

/** Called by the error handler for a failure answered 500: the message (no stack) goes to the exception log. */
export function noteServerError(request: FastifyRequest, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  serverErrors.set(request, redactSecrets(message).slice(0, MAX_ERROR));
}

/** `{"code":401,…` → 401: the outcome JNPF carries in the body, read from the first characters only. */
function envelopeCode(payload: unknown): number | undefined {
  if (typeof payload !== 'string') return undefined;
  const match = /^\{"code":(-?\d{1,6})[,}]/.exec(payload.slice(0, 24));
  return match ? Number(match[1]) : undefined;
}

/** A signed-in change: a non-GET request on a declared route that is not a read through POST. */
function isOperation(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (!CHANGING_METHODS.has(request.method) || !request.sessionUser || !route) return false;
  if (request.routeOptions.config?.operationLog === false) return false;
  return !(request.method === 'POST' && READS_THROUGH_POST.has(route));
}

function entryOf(request: FastifyRequest, reply: FastifyReply, category: OperationEntry['category'], error: string): OperationEntry {
  const access = request.routeOptions.config?.access;
  const user = request.sessionUser;
  const duration = Math.max(0, Math.round(reply.elapsedTime));
  const userAgent = request.headers['user-agent'];
  return {
    category,
    time: Date.now() - duration,
    userId: user?.userId ?? null,
    account: user?.account ?? '',
    realName: user?.realName ?? '',
    ipAddress: normaliseAddress(request.ip ?? ''),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : '',
    method: request.method,
    route: request.routeOptions.url ?? '',
    permission: typeof access === 'object' ? access.permission : '',
    resultCode: resultCodes.get(request) ?? reply.statusCode,
    duration,
    requestId: String(request.id),
    error,
  };
}

/**
 * Watches every answer: a signed-in change becomes an operation entry, a server failure (noted by
 * the error handler) an exception entry. Installed on the root before the routes; the sink is
 * drained when the app closes.
 */
export function installOperationLog(app: FastifyInstance, sink: OperationLogSink): void {
  // Callback hooks: they run for every request, and an async hook costs a promise each time.
  app.addHook('onSend', (request, _reply, payload, done) => {
    // Only answers that become entries need their code: reading it makes V8 flatten the serialised
    // body first, about as costly as serialising a 500-row page again (docs/decisions/0012).
    if (!isOperation(request) && !serverErrors.has(request)) return done(null, payload);
    const code = envelopeCode(payload);
    if (code !== undefined) resultCodes.set(request, code);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    try {
      if (isOperation(request)) sink.record(entryOf(request, reply, OPERATION_CATEGORY, ''));
      const error = serverErrors.get(request);
      if (error !== undefined) sink.record(entryOf(request, reply, EXCEPTION_CATEGORY, error));
    } catch (failure) {
      // The answer is sent already; a log that cannot take the entry only says so.
      request.log.warn({ err: failure }, 'operation log entry dropped');
    }
    done();
  });
  app.addHook('onClose', async () => sink.drain());
}
