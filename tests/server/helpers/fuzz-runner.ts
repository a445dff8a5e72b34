import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { tokenOf } from './test-app.ts';
import { FuzzClient, rawExchange, type Answer } from './fuzz-client.ts';
import { casesFor, type CaseKind, type FuzzOperation, type FuzzRequest } from './openapi-fuzz.ts';
import { changedTables, codeOf, describeAnswer, fingerprinter, judgeAnswer, writeCounter, type Finding } from './fuzz-verdict.ts';
import { SeededRandom, seedOf } from './seeded-random.ts';

/**
 * Runs the fuzz cases of a list of operations as one caller over real sockets, one request at
 * a time, fingerprinting the tables around every request so a refused one that changed a row
 * is caught with the request that did it.
 */

export interface FuzzRunOptions {
  caller: string;
  /** the demo account to sign in as (the fuzz signs in again if a request ends the session) */
  account: string;
  app: FastifyInstance;
  db: Kysely<unknown>;
  port: number;
  operations: FuzzOperation[];
  casesPerOperation: number;
  seed: number;
  only?: readonly CaseKind[];
  /** tables requests change by design whatever the answer (sessions, sign-in log, captcha) */
  ignoredTables: ReadonlySet<string>;
  /** tables a refused request of this operation may change by design (failure counters of sign-in routes) */
  refusalMayChange: (operation: string) => ReadonlySet<string>;
}

export interface FuzzRun {
  caller: string;
  findings: Finding[];
  requests: number;
  /** requests Node's own client would not send (not the server's doing), by label */
  clientRefused: string[];
  /** operations after which the caller's session had ended (it was signed in again) */
  sessionEnded: string[];
  operations: string[];
  milliseconds: number;
}

const NOT_REFUSED = 200;

export async function runFuzz(options: FuzzRunOptions): Promise<FuzzRun> {
  const started = performance.now();
  const client = new FuzzClient(options.port);
  const run: FuzzRun = { caller: options.caller, findings: [], requests: 0, clientRefused: [], sessionEnded: [], operations: [], milliseconds: 0 };
  let token = await tokenOf(options.app, options.account);
  const writes = await writeCounter(options.db);
  const fingerprints = await fingerprinter(options.db, options.ignoredTables);
  let before = await fingerprints();
  let writesBefore = writes ? await writes() : NaN;
  try {
    for (const operation of options.operations) {
      run.operations.push(operation.key);
      const rng = new SeededRandom(seedOf(`${options.caller} ${operation.key}`, options.seed));
      const cases = casesFor(operation, rng, options.casesPerOperation, { token, only: options.only });
      let sessionTrouble = false;
      for (const request of cases) {
        const answer = await client.send(request);
        run.requests++;
        if (!('error' in answer) && answer.contentType === 'client-refused') run.clientRefused.push(`${operation.key} ${request.label}`);
        // Fingerprint again only when something was written (always, where that cannot be told).
        const writesAfter = writes ? await writes() : NaN;
        const after = writes && writesAfter === writesBefore ? before : await fingerprints();
        writesBefore = writesAfter;
        record(run, operation, request, answer, before, after, options.refusalMayChange(operation.key));
        // FUZZ_LOG=<file> keeps every exchange, to replay or study a run.
        if (process.env.FUZZ_LOG)
          fs.appendFileSync(
            process.env.FUZZ_LOG,
            `${JSON.stringify({ caller: run.caller, operation: operation.key, label: request.label, request: describeRequest(request), answer: describeAnswer(answer) })}\n`,
          );
        before = after;
        const code = codeOf(answer);
        if (code === 600 || code === 601 || code === 602) sessionTrouble = true;
      }
      if (sessionTrouble && !(await stillSignedIn(options.app, token))) {
        // Signing in again may itself be refused by now (the sign-in throttle after the Login
        // route's wrong passwords): the remaining cases then run with the ended session.
        try {
          token = await tokenOf(options.app, options.account);
          run.sessionEnded.push(operation.key);
        } catch (error) {
          run.sessionEnded.push(`${operation.key} (could not sign in again: ${(error as Error).message})`);
        }
        before = await fingerprints();
        writesBefore = writes ? await writes() : NaN;
      }
    }
  } finally {
    client.close();
  }
  run.milliseconds = Math.round(performance.now() - started);
  return run;
}

function record(
  run: FuzzRun,
  operation: FuzzOperation,
  request: FuzzRequest,
  answer: Answer,
  before: Map<string, string>,
  after: Map<string, string>,
  mayChange: ReadonlySet<string>,
): void {
  const base = { caller: run.caller, operation: operation.key, label: request.label, request: describeRequest(request), answer: describeAnswer(answer) };
  for (const problem of judgeAnswer(answer)) run.findings.push({ ...base, kind: problem.kind, answer: `${problem.detail} — ${base.answer}` });
  if (codeOf(answer) !== NOT_REFUSED) {
    const changed = changedTables(before, after).filter((table) => !mayChange.has(table));
    if (changed.length > 0) run.findings.push({ ...base, kind: 'row-changed', answer: `changed ${changed.join(', ')} — ${base.answer}` });
  }
}

async function stillSignedIn(app: FastifyInstance, token: string): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
  return (response.json() as { code?: number }).code === 200;
}

export function describeRequest(request: FuzzRequest): string {
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}…(${request.url.length} chars)` : request.url;
  const type = request.headers['content-type'];
  const body =
    request.body === undefined
      ? ''
      : ` body(${request.body.length} bytes${type !== undefined ? `, ${type}` : ', no content-type'}) ${JSON.stringify(request.body.subarray(0, 120).toString('utf8'))}`;
  return `${request.method} ${url}${body}`;
}

/** Request lines and headers Node's client would refuse to write, sent as raw bytes. */
export function rawRequestCases(token: string): { label: string; bytes: Buffer }[] {
  const line = (text: string, headers: string[] = []) =>
    Buffer.concat([
      Buffer.from(text, 'utf8'),
      Buffer.from(`\r\nHost: 127.0.0.1\r\nAccept-Language: zh-CN\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`, 'latin1'),
    ]);
  const auth = `Authorization: ${token}`;
  return [
    { label: 'raw UTF-8 bytes in the request line', bytes: line('GET /api/portal/Notice?keyword=港口 HTTP/1.1') },
    { label: 'a NUL byte in the request line', bytes: line('GET /api/portal/Notice?keyword=a\u0000b HTTP/1.1') },
    {
      label: 'NUL, emoji and a lone surrogate (WTF-8) in the request line',
      bytes: Buffer.concat([Buffer.from('GET /api/permission/Users?keyword=\u0000🚢'), Buffer.from([0xed, 0xa0, 0x80]), line(' HTTP/1.1', [auth])]),
    },
    { label: 'a 70 000-character URL', bytes: line(`GET /api/portal/Notice?keyword=${'x'.repeat(70_000)} HTTP/1.1`) },
    { label: 'a 20 000-byte header', bytes: line('GET /api/portal/Notice HTTP/1.1', [`X-Big: ${'a'.repeat(20_000)}`]) },
    { label: 'an invalid percent-escape in the path', bytes: line('GET /api/system/Menu/%zz HTTP/1.1', [auth]) },
    { label: 'an unknown method', bytes: line('FOO /api/portal/Notice HTTP/1.1') },
    { label: 'HTTP/9.9', bytes: line('GET /api/portal/Notice HTTP/9.9') },
    { label: 'a request line without a path', bytes: line('GET  HTTP/1.1') },
    { label: 'a space inside the path', bytes: line('GET /api/portal/ Notice HTTP/1.1') },
    { label: 'an absolute-form target to another host', bytes: line('GET http://evil.example/api/portal/Notice HTTP/1.1') },
    {
      label: 'a non-numeric Content-Length',
      bytes: line('POST /api/system/Feedback HTTP/1.1', [auth, 'Content-Type: application/json', 'Content-Length: abc']),
    },
    {
      label: 'a broken chunked body',
      bytes: Buffer.concat([
        line('POST /api/system/Feedback HTTP/1.1', [auth, 'Content-Type: application/json', 'Transfer-Encoding: chunked']),
        Buffer.from('zz\r\n{}\r\n0\r\n\r\n'),
      ]),
    },
    { label: 'a NUL byte in a header value', bytes: line('GET /api/portal/Notice HTTP/1.1', ['X-Test: a\u0000b']) },
    { label: 'raw UTF-8 bytes in the Authorization header', bytes: line('GET /api/oauth/CurrentUser HTTP/1.1', ['Authorization: bearer 港口🚢']) },
    { label: 'a bare LF line ending', bytes: Buffer.from('GET /api/portal/Notice HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n') },
  ];
}

export async function runRawCases(caller: string, port: number, token: string): Promise<{ findings: Finding[]; requests: number }> {
  const findings: Finding[] = [];
  const cases = rawRequestCases(token);
  for (const { label, bytes } of cases) {
    const answer = await rawExchange(port, bytes);
    const request = JSON.stringify(bytes.subarray(0, 100).toString('utf8'));
    for (const problem of judgeAnswer(answer))
      findings.push({
        kind: problem.kind,
        caller,
        operation: `request line and headers: ${label}`,
        label,
        request,
        answer: `${problem.detail} — ${describeAnswer(answer)}`,
      });
  }
  return { findings, requests: cases.length };
}
