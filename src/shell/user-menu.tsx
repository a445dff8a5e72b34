import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { lockScreen, signOut } from '../lib/auth/auth-provider.ts';
import { resetSession, sessionStore } from '../lib/auth/session-store.ts';
import { switchSystem } from './settings/settings-api.ts';
import { AboutDialog } from './layout/about-dialog.tsx';
import { closeAllTagKeys } from './tags/tags-store.ts';

/**
 * Makes another system current, then reloads so its menus and routes load (spec §4). The reload
 * lands on /home with the tabs closed: the current page and the open tabs belong to the old
 * system's menu, and reloading them in the new one would show the 404 page.
 */
async function changeSystem(id: string): Promise<void> {
  try {
    await switchSystem(id);
  } catch {
    // The request client has shown why; the current system stays.
    return;
  }
  closeAllTagKeys();
  window.location.assign('/home');
}

/**
 * The navbar's right side: the tourist gets only a Login button (spec §1); everyone else the user
 * menu: profile, switch system (when there are several), about, lock screen, sign out.
 */
export function UserArea() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [about, setAbout] = useState(false);

  if (!userInfo) return null;
  if (userInfo.isTourist || userInfo.userAccount === 'tourist') {
    return (
      <Button
        color="inherit"
        variant="outlined"
        data-testid="tourist-login"
        onClick={() => {
          resetSession();
          navigate('/login');
        }}
      >
        {translate('shell.login')}
      </Button>
    );
  }
  const systems = userInfo.systemIds ?? [];
  return (
    <>
      <Button
        color="inherit"
        data-testid="user-menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={
          <Avatar src={userInfo.headIcon || undefined} sx={{ width: 28, height: 28 }}>
            {userInfo.userName.slice(0, 1)}
          </Avatar>
        }
      >
        {userInfo.userName}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          data-testid="menu-profile"
          onClick={() => {
            setAnchor(null);
            navigate('/profile');
          }}
        >
          <ListItemText>{translate('shell.profile')}</ListItemText>
        </MenuItem>
        {systems.length > 1 && [
          <Divider key="divider" />,
          <ListSubheader key="title">{translate('shell.switchSystem')}</ListSubheader>,
          ...systems.map((system) => (
            <MenuItem
              key={system.id}
              data-testid="menu-system"
              selected={system.currentSystem}
              onClick={() => {
                setAnchor(null);
                if (!system.currentSystem) void changeSystem(system.id);
              }}
            >
              <ListItemText>{system.name}</ListItemText>
            </MenuItem>
          )),
          <Divider key="divider-end" />,
        ]}
        <MenuItem
          data-testid="menu-about"
          onClick={() => {
            setAnchor(null);
            setAbout(true);
          }}
        >
          <ListItemText>{translate('shell.about')}</ListItemText>
        </MenuItem>
        <MenuItem
          data-testid="menu-lock-screen"
          onClick={() => {
            setAnchor(null);
            lockScreen();
            navigate('/lockScreen');
          }}
        >
          <ListItemText>{translate('shell.lockScreen')}</ListItemText>
        </MenuItem>
        <MenuItem
          data-testid="menu-logout"
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          <ListItemText>{translate('shell.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <AboutDialog open={about} onClose={() => setAbout(false)} />
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{translate('shell.logoutTitle')}</DialogTitle>
        <DialogContent>{translate('shell.logoutConfirm')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('shell.cancel')}</Button>
          <Button
            variant="contained"
            data-testid="logout-confirm"
            onClick={async () => {
              setConfirming(false);
              await signOut().catch(() => undefined);
              navigate('/login');
            }}
          >
            {translate('shell.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
