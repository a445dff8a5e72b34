import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { answerMissingService, missingServiceOf } from './missing-services.ts';

/**
 * Serves the built browser app: files as they are, and index.html for any other path that is
 * not an API call, so client routes survive a reload (history mode).
 */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'no built browser app found; run npm run build (npm start does)');
    return;
  }
  // The cache headers are ours (immutable hashed assets, no-cache for the rest), not the plugin's default.
  await app.register(fastifyStatic, { root: webDir, serve: false, cacheControl: false });
  const indexHtml = fs.readFileSync(path.join(webDir, 'index.html'));
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0]);
    if (urlPath.startsWith('/api/')) {
      return reply.callNotFound();
    }
    const missing = missingServiceOf(urlPath);
    if (missing) return answerMissingService(request, reply, missing);
    const file = path.normalize(path.join(webDir, urlPath));
    if (file.startsWith(webDir) && urlPath !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = urlPath.startsWith('/assets/');
      return reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache').sendFile(urlPath);
    }
    // The page's Content-Security-Policy (scripts only from our files, only this site frames it)
    // is the one every answer carries: server/core/http/security-headers.ts.
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
