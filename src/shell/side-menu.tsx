import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { MenuItem } from '../lib/auth/current-user-types.ts';
import { isOutsideLink, openPathFor, visibleMenus } from './layout/menu-selection.ts';
import { MenuIcon } from './menu-icon.tsx';

interface SideMenuProps {
  menus: readonly MenuItem[];
  /** the collapsed sidebar: first-level entries as icons only; a click opens the sidebar */
  collapsed?: boolean;
  onExpand?: () => void;
}

/**
 * The left menu: nested, one submenu open at a time on each level, the page's submenus open on
 * arrival, outside links in a new browser tab (spec §2.5).
 */
export function SideMenu({ menus, collapsed = false, onExpand }: SideMenuProps) {
  const { pathname } = useLocation();
  const [openIds, setOpenIds] = useState<string[]>(() => openPathFor(menus, pathname));
  // Arriving on a page (by a tab, a search or a link) opens the submenus leading to it.
  useEffect(() => {
    const path = openPathFor(menus, pathname);
    if (path.length > 0) setOpenIds(path);
  }, [menus, pathname]);

  const toggle = (depth: number, id: string) => setOpenIds((current) => (current[depth] === id ? current.slice(0, depth) : [...current.slice(0, depth), id]));

  if (collapsed) {
    return (
      <List component="nav" dense data-testid="side-menu" data-collapsed="true">
        {visibleMenus(menus).map((menu) => (
          <Tooltip key={menu.id} title={menu.fullName} placement="right">
            <ListItemButton sx={{ justifyContent: 'center' }} onClick={onExpand} aria-label={menu.fullName}>
              <MenuIcon icon={menu.icon} enCode={menu.enCode} />
            </ListItemButton>
          </Tooltip>
        ))}
      </List>
    );
  }
  return (
    <List component="nav" dense data-testid="side-menu">
      {visibleMenus(menus).map((menu) => (
        <MenuNode key={menu.id} menu={menu} depth={0} openIds={openIds} onToggle={toggle} pathname={pathname} />
      ))}
    </List>
  );
}

interface MenuNodeProps {
  menu: MenuItem;
  depth: number;
  openIds: readonly string[];
  onToggle: (depth: number, id: string) => void;
  pathname: string;
}

function MenuNode({ menu, depth, openIds, onToggle, pathname }: MenuNodeProps) {
  const children = visibleMenus(menu.children);
  const indent = { pl: 2 + depth * 2 };
  if (children.length > 0) {
    const open = openIds[depth] === menu.id;
    return (
      <>
        <ListItemButton sx={indent} onClick={() => onToggle(depth, menu.id)} aria-expanded={open}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <MenuIcon icon={menu.icon} enCode={menu.enCode} />
          </ListItemIcon>
          <ListItemText primary={menu.fullName} />
          <span aria-hidden>{open ? '▾' : '▸'}</span>
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding dense>
            {children.map((child) => (
              <MenuNode key={child.id} menu={child} depth={depth + 1} openIds={openIds} onToggle={onToggle} pathname={pathname} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  if (isOutsideLink(menu)) {
    return (
      <ListItemButton sx={indent} component="a" href={menu.path ?? '#'} target="_blank" rel="noopener noreferrer">
        <ListItemIcon sx={{ minWidth: 32 }}>
          <MenuIcon icon={menu.icon} enCode={menu.enCode} />
        </ListItemIcon>
        <ListItemText primary={menu.fullName} />
      </ListItemButton>
    );
  }
  const path = menu.path ?? '/404';
  return (
    <ListItemButton sx={indent} component={NavLink} to={path} selected={path.split('?')[0] === pathname}>
      <ListItemIcon sx={{ minWidth: 32 }}>
        <MenuIcon icon={menu.icon} enCode={menu.enCode} />
      </ListItemIcon>
      <ListItemText primary={menu.fullName} />
    </ListItemButton>
  );
}
