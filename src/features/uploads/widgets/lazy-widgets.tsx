import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';
import type { ViewProps, WidgetProps } from '../../../form-runtime/widget-contract.ts';

/**
 * The upload widgets as the sign-in chunk knows them: thin shells that fetch the real widget, with
 * the upload queue, the panel, the preview and the download helper, the first time a form draws
 * one (a bar shows meanwhile). The definitions (form-runtime-widgets.ts) are loaded at sign-in;
 * the uploader is not.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>, testId: string): ComponentType<P> {
  const Component = lazy(() => load().then((loaded) => ({ default: loaded })));
  function Deferred(props: P) {
    return (
      <Suspense fallback={<LinearProgress data-testid={testId} sx={{ width: '100%' }} />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

export const DeferredFileUploadEdit = deferred<WidgetProps>(() => import('./file-upload-edit.tsx').then((m) => m.FileUploadEdit), 'upload-loading');
export const DeferredFileUploadView = deferred<ViewProps>(() => import('./file-upload-view.tsx').then((m) => m.FileUploadView), 'upload-loading');
export const DeferredImageUploadEdit = deferred<WidgetProps>(() => import('./image-upload-edit.tsx').then((m) => m.ImageUploadEdit), 'upload-loading');
export const DeferredImageUploadView = deferred<ViewProps>(() => import('./image-upload-view.tsx').then((m) => m.ImageUploadView), 'upload-loading');
