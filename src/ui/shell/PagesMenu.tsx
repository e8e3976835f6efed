import { Menu, MenuItem } from '@mui/material';
import { NavLink } from 'react-router';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import { SISTER_APPLICATION, TOP_MENU } from './menuItems';
import { PendingBadge } from './PendingBadge';

/** The narrow screen's 'Sider' menu: the top bar's pages folded into one menu. Loaded on first opening (see TopMenu). */
export default function PagesMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const sister = useInjection(TOKENS.AppConfig).sisterApplication;
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {TOP_MENU.map((item) =>
        item === SISTER_APPLICATION ? (
          <MenuItem key={item} component="a" href={sister.url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            {sister.label}
          </MenuItem>
        ) : (
          <MenuItem key={item.to} component={NavLink} to={item.to} onClick={onClose}>
            <PendingBadge source={item.badge} placement="after">
              {item.label}
            </PendingBadge>
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
