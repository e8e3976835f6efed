import { useCallback, useState } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { NavLink } from 'react-router';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import { onDemand, OnDemand } from '../common/OnDemand';
import { SISTER_APPLICATION, TOP_MENU } from './menuItems';
import { PendingBadge } from './PendingBadge';

const PagesMenu = onDemand(() => import('./PagesMenu'));

/** The top bar's pages (part 1 §2); on narrow screens they fold into the 'Sider' menu. */
export function TopMenu() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const sister = useInjection(TOKENS.AppConfig).sisterApplication;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);

  if (narrow) {
    return (
      <>
        <button
          type="button"
          className="nl-bar-button"
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onPointerEnter={PagesMenu.preload}
          onFocus={PagesMenu.preload}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          Sider
        </button>
        {anchor && (
          <OnDemand onFailed={close}>
            <PagesMenu.Component anchor={anchor} onClose={close} />
          </OnDemand>
        )}
      </>
    );
  }
  return (
    <>
      {TOP_MENU.map((item) =>
        item === SISTER_APPLICATION ? (
          <a key={item} className="nl-bar-button" href={sister.url} target="_blank" rel="noopener noreferrer">
            {sister.label}
          </a>
        ) : (
          <NavLink key={item.to} className="nl-bar-button" to={item.to}>
            <PendingBadge source={item.badge}>{item.label}</PendingBadge>
          </NavLink>
        ),
      )}
    </>
  );
}
