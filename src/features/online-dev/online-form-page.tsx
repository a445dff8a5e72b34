import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocaleState } from 'react-admin';
import { Alert, Box, LinearProgress } from '@mui/material';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { loadFormRuntime } from '../../form-runtime/runtime-loader.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { loadOnlineDesign, type ConfigResult } from './online-config.ts';
import { OnlineListPage } from './online-list-page.tsx';
import { OnlineFormOnly } from './online-form-only.tsx';
import { onlineDevTexts } from './messages.ts';

export interface OnlineFormPageProps {
  /** the released design's id: the type-3 menu's propertyJson.moduleId (route meta.relationId) */
  modelId: string;
  /** the menu's id (route meta.modelId): the page's permissions, and the list's menuId */
  menuId: string;
  /** the menu's name */
  title: string;
}

type State = { status: 'loading' } | { status: 'done'; result: ConfigResult } | { status: 'failed' };

/**
 * The page of a type-3 menu (contract §3 `dynamicModel`, §7.4): reads the released design
 * (Config), converts it with the shared converter, and shows by webType the form alone (1) or the
 * list with its form (2, 3; 4 the data view is not served yet and shows as a list). An
 * administrator is told which widgets the conversion could not carry (they show as text).
 */
export function OnlineFormPage({ modelId, menuId, title }: OnlineFormPageProps) {
  const [locale] = useLocaleState();
  const language = (locale as Language) ?? 'zh';
  const texts = onlineDevTexts(language);
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // The runtime's widgets draw the cells, the search and the form: registered before anything shows.
    Promise.all([loadOnlineDesign(modelId), loadFormRuntime()]).then(
      ([result]) => {
        if (live) setState({ status: 'done', result });
      },
      () => {
        // the request client has said why
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [modelId]);

  if (state.status === 'loading') return <LinearProgress aria-label={texts.loading} />;
  if (state.status === 'failed' || !state.result.ok)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning" data-testid="online-form-unavailable">
          {(state.status === 'done' && !state.result.ok && state.result.msg) || texts.loadFailed}
        </Alert>
      </Box>
    );
  const loaded = state.result.loaded;
  const unsupported = loaded.converted.unsupported;
  return (
    <>
      {userInfo?.isAdministrator && unsupported.length > 0 && (
        <Alert severity="warning" sx={{ m: 2, mb: 0 }} data-testid="online-form-unsupported">
          {texts.unsupported.replace('{keys}', unsupported.join(', '))}
        </Alert>
      )}
      {loaded.design.webType === 1 ? (
        <OnlineFormOnly modelId={modelId} title={title} loaded={loaded} />
      ) : (
        <OnlineListPage modelId={modelId} menuId={menuId} title={title} loaded={loaded} />
      )}
    </>
  );
}
