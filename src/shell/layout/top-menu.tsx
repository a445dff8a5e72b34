import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Button, Menu, MenuItem as MuiMenuItem, Popover } from '@mui/material';
import type { MenuItem } from '../../lib/auth/current-user-types.ts';
import { SideMenu } from '../side-menu.tsx';
import { MenuIcon } from '../menu-icon.tsx';
import { isOutsideLink, TOP_ITEM_WIDTH, visibleMenus, visibleTopCount } from './menu-selection.ts';

interface TopMenuProps {
  menus: readonly MenuItem[];
  mode: 'functional' | 'blend';
  /** blend: the selected first-level entry, whose children the left menu shows */
  selectedId: string | null;
  onSelect: (menu: MenuItem) => void;
}

/** Room the rest of the navbar keeps when the bar's own width cannot be measured (jsdom, first paint). */
const RESERVED_WIDTH = 640;

/**
 * First-level menu entries across the navbar; those that do not fit go under More (spec §2.5).
 * Functional: an entry with children opens its submenu tree in a popover. Blend: it becomes the
 * selected entry and the left menu shows its children.
 */
export function TopMenu({ menus, mode, selectedId, onSelect }: TopMenuProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [more, setMore] = useState<HTMLElement | null>(null);
  const [popover, setPopover] = useState<{ anchor: HTMLElement; menu: MenuItem } | null>(null);

  useLayoutEffect(() => {
    const measure = () => setWidth(bar.current?.clientWidth || Math.max(0, window.innerWidth - RESERVED_WIDTH));
    measure();
    // The bar's room changes with the window and with its neighbours (search, language): watch the bar itself where possible.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer && bar.current) observer.observe(bar.current);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const entries = visibleMenus(menus);
  const shown = visibleTopCount(width, TOP_ITEM_WIDTH[mode], entries.length);
  const overflow = entries.slice(shown);

  const open = (menu: MenuItem, anchor: HTMLElement) => {
    setMore(null);
    const hasChildren = visibleMenus(menu.children).length > 0;
    if (mode === 'blend' && hasChildren) onSelect(menu);
    else if (hasChildren) setPopover({ anchor, menu });
    else if (isOutsideLink(menu)) window.open(menu.path, '_blank', 'noopener,noreferrer');
    else {
      onSelect(menu);
      navigate(menu.path ?? '/404');
    }
  };

  return (
    <Box ref={bar} data-testid="top-menu" sx={{ display: 'flex', flex: 1, minWidth: 0, overflow: 'hidden' }}>
      {entries.slice(0, shown).map((menu) => (
        <Button
          key={menu.id}
          color="inherit"
          data-testid="top-menu-item"
          aria-current={menu.id === selectedId ? 'true' : undefined}
          onClick={(event) => open(menu, event.currentTarget)}
          startIcon={<MenuIcon icon={menu.icon} enCode={menu.enCode} />}
          sx={{
            flex: `0 0 ${TOP_ITEM_WIDTH[mode]}px`,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            borderBottom: 2,
            borderColor: menu.id === selectedId ? 'currentColor' : 'transparent',
            borderRadius: 0,
          }}
        >
          {menu.fullName}
        </Button>
      ))}
      {overflow.length > 0 && (
        <Button
          color="inherit"
          data-testid="top-menu-more"
          aria-current={overflow.some((menu) => menu.id === selectedId) ? 'true' : undefined}
          onClick={(event) => setMore(event.currentTarget)}
          sx={{
            flex: '0 0 auto',
            borderBottom: 2,
            borderRadius: 0,
            borderColor: overflow.some((menu) => menu.id === selectedId) ? 'currentColor' : 'transparent',
          }}
        >
          {translate('shell.more')}
        </Button>
      )}
      <Menu anchorEl={more} open={Boolean(more)} onClose={() => setMore(null)}>
        {overflow.map((menu) => (
          <MuiMenuItem key={menu.id} selected={menu.id === selectedId} onClick={(event) => open(menu, more ?? event.currentTarget)}>
            {menu.fullName}
          </MuiMenuItem>
        ))}
      </Menu>
      <Popover open={Boolean(popover)} anchorEl={popover?.anchor} onClose={() => setPopover(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ minWidth: 220 }} onClick={(event) => (event.target as HTMLElement).closest('a') && setPopover(null)}>
          {popover && <SideMenu menus={visibleMenus(popover.menu.children)} />}
        </Box>
      </Popover>
    </Box>
  );
}
