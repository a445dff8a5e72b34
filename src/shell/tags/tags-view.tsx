import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { matchShellRoute, useShellRoutes } from '../shell-routes.ts';
import { neighbourKey, type TagView } from './tags-model.ts';
import { tagsStore } from './tags-store.ts';
import { useTagActions } from './use-tag-actions.ts';
import { TagItem, type TagEvents } from './tag-item.tsx';
import { updateViewState, viewStateStore } from '../layout/view-state.ts';

/**
 * The tab bar (spec §2.5): one tab per open page, previous/next, full screen, and a context menu
 * with refresh, close, close others and close all. Affixed tabs have no close button.
 */
export function TagsView({ showIcons }: { showIcons: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const routes = useShellRoutes();
  const { tags } = useSyncExternalStore(tagsStore.subscribe, tagsStore.getSnapshot);
  const { fullscreen } = useSyncExternalStore(viewStateStore.subscribe, viewStateStore.getSnapshot);
  const actions = useTagActions();
  const [menu, setMenu] = useState<{ x: number; y: number; tag: TagView } | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const closeLabel = translate('shell.tags.close');
  // The tabs' handlers read the bar's current state through a ref, so the tabs are not drawn again for new closures.
  const latest = useRef<TagEvents | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      open: (key) => navigate(key),
      close: (key) => actions.close(key),
      menu: (key, x, y) => {
        const tag = tagsStore.getSnapshot().tags.find((item) => item.key === key);
        if (tag) setMenu({ x, y, tag });
      },
    };
  });
  const events = useMemo<TagEvents>(
    () => ({
      open: (key) => latest.current?.open(key),
      close: (key) => latest.current?.close(key),
      menu: (key, x, y) => latest.current?.menu(key, x, y),
    }),
    [],
  );

  // The shown tab scrolls into view (jsdom has no scrollIntoView).
  useEffect(() => {
    strip.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [actions.activeKey]);

  const titleOf = (tag: TagView): string => {
    const route = matchShellRoute(routes, tag.pathname);
    if (!route) return tag.pathname;
    return route.translateTitle ? translate(route.title) : route.title;
  };
  const step = (direction: 1 | -1) => {
    const key = neighbourKey(tags, actions.activeKey, direction);
    if (key) navigate(key);
  };

  return (
    <Box
      data-testid="tags-view"
      sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minHeight: 36, flex: '0 0 auto' }}
    >
      <IconButton size="small" aria-label={translate('shell.tags.previous')} data-testid="tags-previous" onClick={() => step(-1)}>
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      <Box ref={strip} role="tablist" sx={{ display: 'flex', flex: 1, minWidth: 0, overflowX: 'auto', gap: 0.5, scrollbarWidth: 'none' }}>
        {tags.map((tag) => (
          <TagItem
            key={tag.key}
            tagKey={tag.key}
            title={titleOf(tag)}
            active={tag.key === actions.activeKey}
            affix={tag.affix}
            showIcons={showIcons}
            closeLabel={closeLabel}
            events={events}
          />
        ))}
      </Box>
      <IconButton size="small" aria-label={translate('shell.tags.next')} data-testid="tags-next" onClick={() => step(1)}>
        <ChevronRightIcon fontSize="small" />
      </IconButton>
      <Tooltip title={translate(fullscreen ? 'shell.tags.exitFullscreen' : 'shell.tags.fullscreen')}>
        <IconButton
          size="small"
          data-testid="tags-fullscreen"
          aria-pressed={fullscreen}
          aria-label={translate(fullscreen ? 'shell.tags.exitFullscreen' : 'shell.tags.fullscreen')}
          onClick={() => updateViewState({ fullscreen: !fullscreen })}
        >
          {fullscreen ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Menu
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
        data-testid="tag-menu"
      >
        <MenuItem
          onClick={() => {
            if (menu) actions.refresh(menu.tag.key);
            setMenu(null);
          }}
        >
          {translate('shell.tags.refresh')}
        </MenuItem>
        <MenuItem
          disabled={menu?.tag.affix}
          onClick={() => {
            if (menu) actions.close(menu.tag.key);
            setMenu(null);
          }}
        >
          {translate('shell.tags.close')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (menu) actions.closeOthers(menu.tag.key);
            setMenu(null);
          }}
        >
          {translate('shell.tags.closeOthers')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            actions.closeAll();
            setMenu(null);
          }}
        >
          {translate('shell.tags.closeAll')}
        </MenuItem>
      </Menu>
      <Dialog open={actions.pending} onClose={actions.cancelPending} data-testid="unsaved-dialog">
        <DialogTitle>{translate('shell.tags.unsavedTitle')}</DialogTitle>
        <DialogContent>{translate('shell.tags.unsavedConfirm')}</DialogContent>
        <DialogActions>
          <Button onClick={actions.cancelPending}>{translate('shell.cancel')}</Button>
          <Button variant="contained" data-testid="unsaved-confirm" onClick={actions.confirmPending}>
            {translate('shell.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
