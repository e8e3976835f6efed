import { useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import { NavLink, Outlet } from 'react-router';
import { SignedInProviders } from '../app/SignedInProviders';
import { PageCrashBoundary } from '../errors/PageCrash';
import { ExpiredSessionDialog } from '../session/ExpiredSessionDialog';
import { useSession, useSessionActor } from '../session/useSession';
import { BaseSelector } from './BaseSelector';
import { LiveMachinesLauncher } from './LiveMachinesLauncher';
import { MACHINE_STUDIO_LINK, showsMachineStudioLink, SIDE_MENU } from './menuItems';
import { PendingBadge } from './PendingBadge';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useGlobalShortcuts } from './shortcuts';
import { TopMenu } from './TopMenu';
import { useLiveRefresh } from '../serverState/useLiveRefresh';
import { SearchLauncher } from '../search/SearchLauncher';
import { ChangelogMenuLink } from '../changelog/ChangelogMenuLink';

const DRAWER_WIDTH = 230;

/** The shell of part 1 §2: top bar, collapsible side menu, and the page. */
export function AppShell() {
  useGlobalShortcuts();
  useLiveRefresh();
  const session = useSessionActor();
  const name = useSession((s) => s.context.profile?.name ?? '');
  const studioLink = useSession((s) => showsMachineStudioLink(s.context.profile?.roles ?? []));
  const [menuOpen, setMenuOpen] = useState(true);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);

  return (
    <SignedInProviders>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
          <Toolbar variant="dense" component="nav" aria-label="Hovedmeny">
            <IconButton color="inherit" edge="start" aria-label={menuOpen ? 'Skjul sidemeny' : 'Vis sidemeny'} onClick={() => setMenuOpen(!menuOpen)} sx={{ mr: 1 }}>
              ☰
            </IconButton>
            <Typography variant="h6" component="span" sx={{ mr: 3 }}>
              NorLink
            </Typography>
            <SearchLauncher />
            <TopMenu />
            <Box sx={{ flexGrow: 1 }} />
            {studioLink && <LiveMachinesLauncher />}
            <BaseSelector />
            <Button color="inherit" aria-haspopup="menu" onClick={(event) => setUserMenu(event.currentTarget)}>
              {name}
            </Button>
            <Menu anchorEl={userMenu} open={userMenu !== null} onClose={() => setUserMenu(null)}>
              <MenuItem onClick={() => session.send({ type: 'LOGOUT' })}>Logg ut</MenuItem>
            </Menu>
          </Toolbar>
        </AppBar>
        <Drawer
          variant="persistent"
          open={menuOpen}
          sx={{ width: menuOpen ? DRAWER_WIDTH : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar variant="dense" />
          <List component="nav" aria-label="Sidemeny">
            {SIDE_MENU.map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to}>
                <ListItemText
                  primary={
                    <PendingBadge source={item.badge}>
                      <span>{item.label}</span>
                    </PendingBadge>
                  }
                />
              </ListItemButton>
            ))}
            <Divider />
            {studioLink && (
              <ListItemButton component={NavLink} to={MACHINE_STUDIO_LINK.to}>
                <ListItemText primary={MACHINE_STUDIO_LINK.label} />
              </ListItemButton>
            )}
            <ListItemButton onClick={() => setShortcutsOpen(true)}>
              <ListItemText primary="Vis hurtigtaster" />
            </ListItemButton>
            <ChangelogMenuLink />
          </List>
        </Drawer>
        <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
          <Toolbar variant="dense" />
          <PageCrashBoundary>
            <Outlet />
          </PageCrashBoundary>
        </Box>
        <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        <ExpiredSessionDialog />
      </Box>
    </SignedInProviders>
  );
}
