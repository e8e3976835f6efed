import { Menu, MenuItem } from '@mui/material';
import { useSessionActor } from '../session/useSession';

/** The user menu under the officer's name (part 1 §2). Loaded on first opening (see AppShell). */
export default function UserMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const session = useSessionActor();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <MenuItem onClick={() => session.send({ type: 'LOGOUT' })}>Logg ut</MenuItem>
    </Menu>
  );
}
