import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession } from '../../../src/lib/auth/session-store.ts';

export const NOTICES = [
  { id: 'n1', title: '码头开放日', excerpt: '欢迎参观', category: '1', releaseTime: Date.UTC(2026, 0, 2, 8) },
  { id: 'n2', title: '航道维护', excerpt: '', category: '1', releaseTime: Date.UTC(2026, 0, 1, 8) },
];

export const PORTAL_INFO = {
  sysName: '港务门户',
  sysVersion: '3.4.7',
  title: '',
  copyright: '© 港务集团',
  publisher: '港务集团',
  companyName: '',
  logoIcon: '',
};

/** msw answering the public portal's calls; each test adds what it needs. Errors are collected. */
export function setUpPublicPageTests() {
  const errors: string[] = [];
  const server = setupServer(
    http.get('/api/portal/Info', () => HttpResponse.json({ code: 200, data: PORTAL_INFO })),
    http.get('/api/portal/Notice', () => HttpResponse.json({ code: 200, data: { list: NOTICES, pagination: { currentPage: 1, pageSize: 10, total: 2 } } })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await i18nProvider.changeLocale('zh');
    errors.length = 0;
    configureRequest({ notifyError: (message) => errors.push(message), onSessionGone: () => errors.push('session gone'), language: () => 'zh-CN' });
    resetSession();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, errors };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

export const where = () => screen.getByTestId('where').textContent;

/** Renders one page at its path, with a catch-all so a navigation away is visible in `where`. */
export function renderAt(at: string, path: string, element: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext i18nProvider={i18nProvider}>
        <Where />
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<div data-testid="elsewhere" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}
