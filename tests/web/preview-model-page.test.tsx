import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { setUpInProcessServer } from './in-process-server.ts';
import { signIn } from './online-form-kit.tsx';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { resetSession } from '../../src/lib/auth/session-store.ts';
import { storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { PreviewModelPage } from '../../src/features/online-dev/preview-model-page.tsx';

// /previewModel (spec §2.1 function preview, issue 18 #1): a design's draft in its own tab, against the real app and its demo designs.
setUpInProcessServer();
const errors: string[] = [];

beforeAll(() => registerFormRuntime());
beforeEach(async () => {
  errors.length = 0;
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: (message) => errors.push(message), onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
});

function renderAt(path: string) {
  render(
    // react-admin uses the router it finds around it
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <Suspense fallback={null}>
          <PreviewModelPage />
        </Suspense>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('/previewModel', () => {
  it('draws the design named by ?id=: its list columns and its form, to fill in', { timeout: 60000 }, async () => {
    await signIn('admin');
    renderAt('/previewModel?id=vd-container-apply');
    const preview = await screen.findByTestId('design-preview', undefined, { timeout: 30000 });
    await within(preview).findByTestId('design-preview-columns', undefined, { timeout: 30000 });
    expect(preview.querySelectorAll('input, textarea').length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('without an id says where to open a preview from', async () => {
    await signIn('admin');
    renderAt('/previewModel');
    expect(await screen.findByTestId('preview-model-no-design')).toHaveTextContent('请从功能设计列表打开预览');
  });

  it('a user who may not read designs is refused by the server and sees no form', { timeout: 60000 }, async () => {
    await signIn('staff');
    renderAt('/previewModel?id=vd-container-apply');
    await screen.findByTestId('design-preview');
    await expect.poll(() => errors.length, { timeout: 30000 }).toBeGreaterThan(0);
    expect(screen.queryByTestId('design-preview-columns')).not.toBeInTheDocument();
    expect(await screen.findByTestId('design-preview-failed')).toHaveTextContent('无法读取该功能设计');
  });
});
