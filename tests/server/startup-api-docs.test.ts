import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';

/**
 * The API documentation costs a start nothing (issue 17, docs/decisions/0013): @fastify/swagger and
 * @fastify/swagger-ui are imported, and the document built, on the docs' first request, once, and
 * the document still covers every route registered before it.
 */

const imported = vi.hoisted(() => [] as string[]);
vi.mock('@fastify/swagger', async (importOriginal) => {
  imported.push('@fastify/swagger');
  return importOriginal();
});
vi.mock('@fastify/swagger-ui', async (importOriginal) => {
  imported.push('@fastify/swagger-ui');
  return importOriginal();
});

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

for (const target of databases()) {
  describe(`API docs built on their first request (${target})`, () => {
    let t: TestApp;
    /** what this app's start imported (a mocked module is imported once per file, by the first app that asks) */
    let importedByStart: string[];
    beforeAll(async () => {
      const before = imported.length;
      t = await createTestApp(target);
      importedByStart = imported.slice(before);
    });
    afterAll(async () => t?.close());

    it('are not loaded by a start, and are built once for requests arriving together', async () => {
      // the file's first app: nothing imported them yet, neither this app nor the modules the test imports
      if (target === databases()[0]) expect(imported).toEqual([]);
      expect(importedByStart).toEqual([]);
      const [document, page, again] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' }),
        t.app.inject({ method: 'GET', url: '/api/docs/' }),
        t.app.inject({ method: 'GET', url: '/api/docs/json' }),
      ]);
      expect([document.statusCode, page.statusCode, again.statusCode]).toEqual([200, 200, 200]);
      expect(page.headers['content-type']).toContain('text/html');
      expect(again.json()).toEqual(document.json());
      expect([...imported].sort()).toEqual(['@fastify/swagger', '@fastify/swagger-ui']);
    });

    it('document every route registered at start (entities, features, the online forms) and none of the docs pages', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as OpenApiDocument;
      expect(doc.openapi).toBe('3.1.0');
      for (const path of ['/api/oauth/Login', '/api/system/DictionaryType', '/api/system/DictionaryType/{id}', '/api/visualdev/Base/{id}/Actions/Release']) {
        expect(doc.paths, path).toHaveProperty([path]);
      }
      expect(Object.keys(doc.paths['/api/system/DictionaryType']).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    });
  });
}
