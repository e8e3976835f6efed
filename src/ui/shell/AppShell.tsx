import { useCallback, useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { NavLink, Outlet } from 'react-router';
import { SignedInProviders } from '../app/SignedInProviders';
import { theme } from '../theme/theme';
import { onDemand, OnDemand } from '../common/OnDemand';
import { PageCrashBoundary } from '../errors/PageCrash';
import { ExpiredSessionDialog } from '../session/ExpiredSessionDialog';
import { useSession } from '../session/useSession';
import { BaseSelector } from './BaseSelector';
import { LiveMachinesLauncher } from './LiveMachinesLauncher';
import { MACHINE_STUDIO_LINK, showsMachineStudioLink, SIDE_MENU } from './menuItems';
import { PendingBadge } from './PendingBadge';
import { useGlobalShortcuts } from './shortcuts';
import { TopMenu } from './TopMenu';
import { useLiveRefresh } from '../serverState/useLiveRefresh';
import { SearchLauncher } from '../search/SearchLauncher';
import { ChangelogMenuLink } from '../changelog/ChangelogMenuLink';

const DRAWER_WIDTH = 230;

/**
 * A phone-sized screen (under 600 px): the side menu starts folded, the base selector moves into the user menu.
 * A query of the theme itself: the shell renders the theme's provider (SignedInProviders), so it has none above it.
 */
const PHONE_SIZED = theme.breakpoints.down('sm');
/** Lets a text shrink to an ellipsis in a top-bar button. */
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

// Menus and dialogs load when first opened: they are not needed to show the dashboard.
const UserMenu = onDemand(() => import('./UserMenu'));
const ShortcutsDialog = onDemand(() => import('./ShortcutsDialog'));

/** The shell of part 1 §2: top bar, collapsible side menu, and the page. */
export function AppShell() {
  useGlobalShortcuts();
  useLiveRefresh();
  const name = useSession((s) => s.context.profile?.name ?? '');
  const studioLink = useSession((s) => showsMachineStudioLink(s.context.profile?.roles ?? []));
  // Read at once (noSsr), so a phone's first render already has the menu folded; every load starts so.
  const phone = useMediaQuery(PHONE_SIZED, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(!phone);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);
  const closeShortcuts = useCallback(() => setShortcutsOpen(false), []);
  const closeUserMenu = useCallback(() => setUserMenu(null), []);

  return (
    <SignedInProviders>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
          <Toolbar variant="dense" component="nav" aria-label="Hovedmeny">
            <IconButton color="inherit" edge="start" aria-label={menuOpen ? 'Skjul sidemeny' : 'Vis sidemeny'} onClick={() => setMenuOpen(!menuOpen)} sx={{ mr: 1 }}>
              ☰
            </IconButton>
            <Typography variant="h6" component="span" sx={{ mr: 3, display: { xs: 'none', sm: 'inline' } }}>
              NorLink
            </Typography>
            <SearchLauncher />
            <TopMenu />
            <Box sx={{ flexGrow: 1 }} />
            {!phone && <BaseSelector />}
            <Button
              color="inherit"
              aria-haspopup="menu"
              onPointerEnter={UserMenu.preload}
              onFocus={UserMenu.preload}
              onClick={(event) => setUserMenu(event.currentTarget)}
              sx={{ minWidth: 0, maxWidth: { xs: 140, sm: 'none' } }}
            >
              <Box component="span" sx={ELLIPSIS}>
                {name}
              </Box>
            </Button>
            {userMenu && (
              <OnDemand onFailed={closeUserMenu}>
                <UserMenu.Component anchor={userMenu} onClose={closeUserMenu} withBases={phone} />
              </OnDemand>
            )}
          </Toolbar>
        </AppBar>
        {/* A fixed panel, not MUI's Drawer, which would bring its modal code into the first download. */}
        <Box sx={{ width: menuOpen ? DRAWER_WIDTH : 0, flexShrink: 0 }}>
          <Paper
            component="aside"
            square
            elevation={0}
            hidden={!menuOpen}
            sx={{ position: 'fixed', top: 0, bottom: 0, left: 0, width: DRAWER_WIDTH, overflowY: 'auto', borderRight: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer }}
          >
            <Toolbar variant="dense" />
            <List component="nav" aria-label="Sidemeny">
              {SIDE_MENU.map((item) => (
                <ListItemButton key={item.to} component={NavLink} to={item.to}>
                  <ListItemText
                    primary={
                      <PendingBadge source={item.badge} placement="after">
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
              {studioLink && <LiveMachinesLauncher />}
              <ListItemButton onPointerEnter={ShortcutsDialog.preload} onFocus={ShortcutsDialog.preload} onClick={() => setShortcutsOpen(true)}>
                <ListItemText primary="Vis hurtigtaster" />
              </ListItemButton>
              <ChangelogMenuLink />
            </List>
          </Paper>
        </Box>
        <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
          <Toolbar variant="dense" />
          <PageCrashBoundary>
            <Outlet />
          </PageCrashBoundary>
        </Box>
        {shortcutsOpen && (
          <OnDemand onFailed={closeShortcuts}>
            <ShortcutsDialog.Component onClose={closeShortcuts} />
          </OnDemand>
        )}
        <ExpiredSessionDialog />
      </Box>
    </SignedInProviders>
  );
}
