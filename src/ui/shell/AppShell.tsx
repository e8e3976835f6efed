import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useMediaQuery } from '@mui/material';
import { NavLink, Outlet } from 'react-router';
import { SignedInProviders } from '../app/SignedInProviders';
import { theme } from '../theme/theme';
import { onDemand, OnDemand } from '../common/OnDemand';
import { PageCrashBoundary } from '../errors/PageCrash';
import { ExpiredSessionDialog } from '../session/ExpiredSessionDialog';
import { useSession } from '../session/useSession';
import { BaseSelector } from './BaseSelector';
import { LiveMachinesLauncher } from './LiveMachinesLauncher';
import { DEVELOPER_TOOLS_TITLE, MACHINE_STUDIO_LINK, showsMachineStudioLink, SIDE_MENU } from './menuItems';
import { PendingBadge } from './PendingBadge';
import { useGlobalShortcuts } from './shortcuts';
import { TopMenu } from './TopMenu';
import { useLiveRefresh } from '../serverState/useLiveRefresh';
import { SearchLauncher } from '../search/SearchLauncher';
import { ChangelogMenuLink } from '../changelog/ChangelogMenuLink';
import './shell.css';
import { MenuIcon } from '../common/icons';
import { usePhoneTableLabels } from './phoneTables';

const DRAWER_WIDTH = 230;

/**
 * A phone-sized screen (under 600 px): the side menu starts folded, the base selector moves into the user menu.
 * A query of the theme itself: the shell renders the theme's provider (SignedInProviders), so it has none above it.
 */
const PHONE_SIZED = theme.breakpoints.down('sm');

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
  const menuToggle = useRef<HTMLButtonElement>(null);
  const sideList = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  usePhoneTableLabels(main, phone);
  // On a phone the side menu lies over the page (issue 43) instead of taking its width from it: a backdrop
  // closes it, so do Escape and going to a page from it, and focus returns to ☰.
  const overlay = phone && menuOpen;
  const closeOverlay = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuToggle.current?.focus();
  }, []);
  useEffect(() => {
    if (!overlay) return;
    sideList.current?.querySelector<HTMLElement>('a, button')?.focus();
    // Dialogs and menus stop Escape's propagation when they close on it, so this sees only the rest.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeOverlay(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay, closeOverlay]);
  const leaveOverlay = (event: MouseEvent) => {
    if (overlay && (event.target as Element).closest('a')) closeOverlay(false);
  };
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);
  const closeShortcuts = useCallback(() => setShortcutsOpen(false), []);
  const closeUserMenu = useCallback(() => setUserMenu(null), []);

  return (
    <SignedInProviders>
      {/* Plain elements styled by shell.css: the shell renders with every page, and MUI's styled components
          cost each load their run-time styles (about a third of the invoice page's render). */}
      <div className="nl-shell">
        <header className="nl-appbar">
          <nav className="nl-toolbar" aria-label="Hovedmeny">
            <button
              type="button"
              ref={menuToggle}
              className="nl-menu-toggle"
              aria-label={menuOpen ? 'Skjul sidemeny' : 'Vis sidemeny'}
              aria-expanded={menuOpen}
              aria-controls="side-menu"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <MenuIcon />
            </button>
            <span className="nl-title">NorLink</span>
            <SearchLauncher />
            <TopMenu />
            <span className="nl-grow" />
            {!phone && <BaseSelector />}
            <button
              type="button"
              className="nl-bar-button nl-user-button"
              aria-haspopup="menu"
              onPointerEnter={UserMenu.preload}
              onFocus={UserMenu.preload}
              onClick={(event) => setUserMenu(event.currentTarget)}
            >
              <span className="nl-ellipsis">{name}</span>
            </button>
            {userMenu && (
              <OnDemand onFailed={closeUserMenu}>
                <UserMenu.Component anchor={userMenu} onClose={closeUserMenu} withBases={phone} />
              </OnDemand>
            )}
          </nav>
        </header>
        <div className="nl-side-room" style={{ width: menuOpen && !phone ? DRAWER_WIDTH : 0 }}>
          {overlay && <div className="nl-side-backdrop" aria-hidden="true" onClick={() => closeOverlay(true)} />}
          <aside id="side-menu" className="nl-side" hidden={!menuOpen} style={{ width: DRAWER_WIDTH }}>
            <div className="nl-toolbar-space" />
            <nav ref={sideList} className="nl-side-list" aria-label="Sidemeny" onClick={leaveOverlay}>
              {SIDE_MENU.map((item) => (
                <NavLink key={item.to} to={item.to} className="nl-side-item">
                  <PendingBadge source={item.badge} placement="after">
                    <span>{item.label}</span>
                  </PendingBadge>
                </NavLink>
              ))}
              <button type="button" className="nl-side-item" onPointerEnter={ShortcutsDialog.preload} onFocus={ShortcutsDialog.preload} onClick={() => setShortcutsOpen(true)}>
                Vis hurtigtaster
              </button>
              <ChangelogMenuLink />
              {/* The developer tools, apart from the officers' menu of part 1 §2 above and named as tools (issue 43). */}
              {studioLink && (
                <div role="group" aria-labelledby="side-tools-title">
                  <hr className="nl-side-divider" />
                  <div id="side-tools-title" className="nl-side-group-title">
                    {DEVELOPER_TOOLS_TITLE}
                  </div>
                  <NavLink to={MACHINE_STUDIO_LINK.to} className="nl-side-item">
                    {MACHINE_STUDIO_LINK.label}
                  </NavLink>
                  <LiveMachinesLauncher />
                </div>
              )}
            </nav>
          </aside>
        </div>
        <main ref={main} className="nl-main">
          <div className="nl-toolbar-space" />
          <PageCrashBoundary>
            <Outlet />
          </PageCrashBoundary>
        </main>
        {shortcutsOpen && (
          <OnDemand onFailed={closeShortcuts}>
            <ShortcutsDialog.Component onClose={closeShortcuts} />
          </OnDemand>
        )}
        <ExpiredSessionDialog />
      </div>
    </SignedInProviders>
  );
}
