import { useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import { useSession, useSessionActor } from '../session/useSession';
import { basesSummary } from './BaseSelector';
import BaseSelectorPanel from './BaseSelectorPanel';

/**
 * The user menu under the officer's name (part 1 §2). On a phone-sized screen the base selector
 * folds into it (`withBases`), so everything of the top bar stays reachable. Loaded on first opening (see AppShell).
 */
export default function UserMenu({ anchor, onClose, withBases = false }: { anchor: HTMLElement; onClose: () => void; withBases?: boolean }) {
  const session = useSessionActor();
  const available = useSession((s) => s.context.profile?.bases ?? []);
  const selected = useSession((s) => s.context.selectedBases);
  const [choosingBases, setChoosingBases] = useState(false);
  if (choosingBases) return <BaseSelectorPanel anchor={anchor} onClose={onClose} />;
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {withBases && available.length > 0 && <MenuItem onClick={() => setChoosingBases(true)}>{basesSummary(selected, available)}</MenuItem>}
      <MenuItem onClick={() => session.send({ type: 'LOGOUT' })}>Logg ut</MenuItem>
    </Menu>
  );
}
