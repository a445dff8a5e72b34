import { useState, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router-dom';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import { sessionStore } from '../auth/session-store.ts';
import type { MenuItem } from '../auth/current-user-types.ts';
import { externalHref, menuPath } from '../routes/menu-routes.ts';
import { getToken } from '../storage/jnpf-storage.ts';

/** The menu tree of the current system: nested, one submenu open at a time (spec §2.5). */
export function SideMenu() {
  const { menuList } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <List component="nav" dense data-testid="side-menu">
      {menuList.map((menu) => (
        <MenuNode key={menu.id} menu={menu} depth={0} open={open === menu.id} onToggle={() => setOpen(open === menu.id ? null : menu.id)} />
      ))}
    </List>
  );
}

function MenuNode({ menu, depth, open, onToggle }: { menu: MenuItem; depth: number; open: boolean; onToggle: () => void }) {
  const [openChild, setOpenChild] = useState<string | null>(null);
  const children = menu.children ?? [];
  const indent = { pl: 2 + depth * 2 };
  if (children.length > 0) {
    return (
      <>
        <ListItemButton sx={indent} onClick={onToggle}>
          <ListItemText primary={menu.fullName} />
          <span aria-hidden>{open ? '▾' : '▸'}</span>
        </ListItemButton>
        <Collapse in={open} unmountOnExit>
          <List disablePadding dense>
            {children.map((child) => (
              <MenuNode key={child.id} menu={child} depth={depth + 1} open={openChild === child.id} onToggle={() => setOpenChild(openChild === child.id ? null : child.id)} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  const outside = menu.type === 6 || (menu.type === 7 && menu.linkTarget !== '_self');
  if (outside) {
    const href = externalHref(menu, { token: getToken(), dataV: `${window.location.origin}/DataV`, origin: window.location.origin }) ?? '#';
    return (
      <ListItemButton sx={indent} component="a" href={href} target="_blank" rel="noopener noreferrer">
        <ListItemText primary={menu.fullName} />
      </ListItemButton>
    );
  }
  const path = menuPath(menu) ?? '/404';
  return (
    <ListItemButton sx={indent} component={NavLink} to={path}>
      <ListItemText primary={menu.fullName} />
    </ListItemButton>
  );
}
