import { Box, Drawer } from '@mui/material';
import type { MenuItem } from '../../lib/auth/current-user-types.ts';
import { SideMenu } from '../side-menu.tsx';

/** Sidebar width of spec §3/§9, and the collapsed rail. */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

interface SidebarProps {
  menus: readonly MenuItem[];
  opened: boolean;
  mobile: boolean;
  withoutAnimation: boolean;
  onToggle: () => void;
}

/**
 * The left menu's frame: on a desktop a rail that collapses to initials; on a mobile device an
 * overlay that shows only while opened.
 */
export function Sidebar({ menus, opened, mobile, withoutAnimation, onToggle }: SidebarProps) {
  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={opened}
        onClose={onToggle}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
        data-testid="sidebar"
        data-opened={opened}
      >
        <SideMenu menus={menus} />
      </Drawer>
    );
  }
  const width = opened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-opened={opened}
      sx={{
        width,
        flex: `0 0 ${width}px`,
        overflowX: 'hidden',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: withoutAnimation ? 'none' : 'width 0.28s, flex-basis 0.28s',
      }}
    >
      <SideMenu menus={menus} collapsed={!opened} onExpand={onToggle} />
    </Box>
  );
}
