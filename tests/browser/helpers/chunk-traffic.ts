import type { Page, Request, Route } from 'playwright-core';

/**
 * Watches the chunk POSTs of the chunked upload (contract §6.2, `POST /api/file/chunk`) from
 * page.on('request'), each with its chunk number and what became of it, in one running order of
 * events, so a test can ask "which chunks were sent after this moment". The chunk number travels
 * in the multipart body; Chromium reports the body of a blob upload only for a request the test
 * intercepts, so the chunk calls are routed (and by default passed on untouched). A test may also
 * decide a POST's fate before it leaves (`decide`): pass it on, hold it, or fail it as a broken
 * connection would.
 */

export interface ChunkPost {
  chunkNumber: number;
  /** position in the running order of events when the request left */
  sentAt: number;
  /** position when it ended, and how: answered with HTTP 200, or no answer (cut, refused connection, failed by the test) */
  endedAt?: number;
  outcome?: 'answered' | 'failed';
  request: Request;
}

export type ChunkFate = 'continue' | 'fail';

export class ChunkTraffic {
  readonly posts: ChunkPost[] = [];
  private clock = 0;
  private readonly byRequest = new Map<Request, ChunkPost>();
  /** decides a POST's fate (default: pass it on); may wait, which holds the request */
  decide: (chunkNumber: number) => ChunkFate | Promise<ChunkFate> = () => 'continue';
  /** called synchronously when a POST is answered with HTTP 200, so a test can act at that exact moment */
  onAnswered: (post: ChunkPost) => void = () => undefined;

  private constructor(private readonly page: Page) {}

  static async watch(page: Page): Promise<ChunkTraffic> {
    const traffic = new ChunkTraffic(page);
    await traffic.install();
    return traffic;
  }

  /** The current position in the running order: posts sent later have a larger `sentAt`. */
  now(): number {
    this.clock += 1;
    return this.clock;
  }

  /** The chunk numbers answered (HTTP 200) before the position `mark`. */
  answeredBefore(mark: number): Set<number> {
    return new Set(this.posts.filter((post) => post.outcome === 'answered' && (post.endedAt ?? Infinity) < mark).map((post) => post.chunkNumber));
  }

  /** The chunk POSTs sent after the position `mark`. */
  sentAfter(mark: number): ChunkPost[] {
    return this.posts.filter((post) => post.sentAt > mark);
  }

  private async install(): Promise<void> {
    const isChunkPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/file/chunk';
    this.page.on('request', (request) => {
      if (!isChunkPost(request)) return;
      const chunkNumber = chunkNumberOf(request);
      // Chromium now and then hands the request event no body (a retry while the server is down): such a
      // post cannot be told apart from the others, so it is left uncounted rather than thrown at the page.
      if (chunkNumber === undefined) return;
      const post: ChunkPost = { chunkNumber, sentAt: this.now(), request };
      this.posts.push(post);
      this.byRequest.set(request, post);
    });
    this.page.on('requestfinished', (request) => {
      const post = this.byRequest.get(request);
      if (!post) return;
      // requestfinished comes once the whole answer is in; its status is known by then.
      const answered = request.existingResponse()?.status() === 200;
      Object.assign(post, { endedAt: this.now(), outcome: answered ? 'answered' : 'failed' });
      if (answered) this.onAnswered(post);
    });
    this.page.on('requestfailed', (request) => {
      const post = this.byRequest.get(request);
      if (post) Object.assign(post, { endedAt: this.now(), outcome: 'failed' });
    });
    await this.page.route(
      (url) => url.pathname === '/api/file/chunk',
      async (route: Route) => {
        const request = route.request();
        if (request.method() !== 'POST') return route.continue().catch(() => undefined);
        const chunkNumber = chunkNumberOf(request);
        if (chunkNumber === undefined) return route.continue().catch(() => undefined);
        const fate = await this.decide(chunkNumber);
        // A request the page has aborted meanwhile (pause) can no longer be continued or failed.
        if (fate === 'fail') await route.abort('connectionreset').catch(() => undefined);
        else await route.continue().catch(() => undefined);
      },
    );
  }
}

/** The chunkNumber field of a chunk POST's multipart body (it comes before the bytes, so the head suffices); undefined when no body is readable. */
function chunkNumberOf(request: Request): number | undefined {
  const head = request.postDataBuffer()?.subarray(0, 4096).toString('latin1') ?? '';
  const match = /name="chunkNumber"\r\n\r\n(\d+)\r\n/.exec(head);
  return match ? Number(match[1]) : undefined;
}
