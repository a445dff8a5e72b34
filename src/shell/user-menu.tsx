import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, ListItemText, Menu, MenuItem } from '@mui/material';
import { lockScreen, signOut } from '../auth/auth-provider.ts';
import { resetSession, sessionStore } from '../auth/session-store.ts';

/** The navbar's right side: the tourist gets only a Login button (spec §1); everyone else the user menu. */
export function UserArea() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { userInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

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
  return (
    <>
      <Button color="inherit" data-testid="user-menu" onClick={(e) => setAnchor(e.currentTarget)} startIcon={<Avatar src={userInfo.headIcon || undefined} sx={{ width: 28, height: 28 }}>{userInfo.userName.slice(0, 1)}</Avatar>}>
        {userInfo.userName}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
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
