import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('API documentation (OpenAPI 3.1 from the same schemas)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('serves openapi.json with every route and the generated validation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }> } }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/api/oauth/Login', '/api/oauth/CurrentUser', '/api/system/SysConfig', '/api/system/DictionaryType', '/api/system/BillRule/{id}']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const create = doc.paths['/api/system/DictionaryType'].post.requestBody?.content['application/json'].schema;
    expect(create?.properties.fullName.maxLength).toBe(50);
  });

  it('serves a browsable page that calls no outside host', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/(src|href)=["']https?:/);
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    // swagger-ui would otherwise send every document to validator.swagger.io
    expect(init.body).toContain('"validatorUrl":null');
  });
});
