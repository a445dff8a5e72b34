import { useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { AppBar, Box, IconButton, MenuItem, Select, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { lockScreen } from '../../lib/auth/auth-provider.ts';
import { DEFAULT_TITLE } from '../../lib/auth/route-guard.ts';
import { LOCALES, type Locale } from '../../lib/i18n/locale.ts';
import { UserArea } from '../user-menu.tsx';
import { settingsStore } from '../settings/settings-store.ts';
import { useChangeLanguage } from '../settings/use-change-language.ts';
import { MenuSearch } from './menu-search.tsx';
import { shellSlots } from '../shell-slots.ts';
import type { MenuItem as MenuEntry } from '../../lib/auth/current-user-types.ts';

/** Where the documentation link leads: the platform's own API documentation. */
/** The navbar's documentation: the users' help page in their language (the API documentation is linked from it for administrators). */
export const HELP_PATH = '/help';

interface NavbarProps {
  menus: readonly MenuEntry[];
  /** the sidebar toggle, absent when the layout has no sidebar */
  onToggleSidebar?: () => void;
  /** the top menu, in functional and blend */
  topMenu?: ReactNode;
  onOpenSettings: () => void;
}

/**
 * The navbar (spec §2.5): sidebar toggle, logo (→ /index), top menu, menu search, language, the
 * notice bell, feedback, statement, lock screen, documentation, settings and the user area. The bell,
 * feedback and statement are the features' own buttons (shell-slots.ts). The tourist sees only the
 * statement and the Login button.
 */
export function Navbar({ menus, onToggleSidebar, topMenu, onOpenSettings }: NavbarProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { sysConfigInfo, userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
  const [locale] = useLocaleState();
  const changeLanguage = useChangeLanguage();
  const tourist = Boolean(userInfo?.isTourist || userInfo?.userAccount === 'tourist');
  // The features' buttons (message centre, feedback, statement), registered at start-up (shell-slots.ts).
  const { navbarActions, navbarPublicActions } = shellSlots();
  return (
    <AppBar position="static" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }} data-testid="navbar">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {onToggleSidebar && (
          <IconButton color="inherit" edge="start" data-testid="sidebar-toggle" aria-label={translate('shell.toggleSidebar')} onClick={onToggleSidebar}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/index"
          variant={topMenu ? 'subtitle1' : 'h6'}
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', flex: '0 0 auto', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' }}
          data-testid="logo"
        >
          {sysConfigInfo?.sysName || DEFAULT_TITLE}
        </Typography>
        {topMenu ?? <Box sx={{ flex: 1 }} />}
        {/* With a top menu the navbar's room is the menu's: the search and the language take little of it. */}
        {!tourist && settings.showSearch && <MenuSearch menus={menus} compact={Boolean(topMenu)} />}
        {settings.showLanguage && (
          <Select
            size="small"
            variant="standard"
            disableUnderline
            value={locale}
            onChange={(event) => changeLanguage(event.target.value as Locale)}
            renderValue={(value) => {
              const chosen = LOCALES.find((item) => item.locale === value);
              return topMenu ? chosen?.short : chosen?.name;
            }}
            sx={{ color: 'inherit', '& .MuiSvgIcon-root': { color: 'inherit' } }}
            inputProps={{ 'data-testid': 'navbar-language', 'aria-label': translate('shell.settings.language') }}
          >
            {LOCALES.map(({ locale: value, name }) => (
              <MenuItem key={value} value={value}>
                {name}
              </MenuItem>
            ))}
          </Select>
        )}
        {!tourist && (
          <>
            {navbarActions.map((Action, index) => (
              <Action key={index} />
            ))}
            <Tooltip title={translate('shell.lockScreen')}>
              <IconButton
                color="inherit"
                data-testid="navbar-lock"
                aria-label={translate('shell.lockScreen')}
                onClick={() => {
                  lockScreen();
                  navigate('/lockScreen');
                }}
              >
                <LockOutlinedIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('shell.documentation')}>
              <IconButton color="inherit" aria-label={translate('shell.documentation')} data-testid="navbar-docs" onClick={() => navigate(HELP_PATH)}>
                <HelpOutlineIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        {navbarPublicActions.map((Action, index) => (
          <Action key={index} />
        ))}
        <Tooltip title={translate('shell.settings.open')}>
          <IconButton color="inherit" data-testid="settings-open" aria-label={translate('shell.settings.open')} onClick={onOpenSettings}>
            <SettingsOutlinedIcon />
          </IconButton>
        </Tooltip>
        <UserArea />
      </Toolbar>
    </AppBar>
  );
}
