import { Badge, ListItemButton, ListItemText } from '@mui/material';
import { NavLink } from 'react-router';
import { hasUnreadEntries } from '../../domain/changelog/changelog';
import { PRODUCT_VERSION } from '../../domain/product';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { BADGE_PLACEMENT_STYLE } from '../shell/PendingBadge';
import { useChangelogEntries, usePreferences } from './changelogReads';

/** The side menu's version link to the changelog, with a red mark while there are unread entries (part 1 §2). */
export function ChangelogMenuLink() {
  const entries = useChangelogEntries();
  const preferences = usePreferences();
  const unread = entries.data !== undefined && preferences.data !== undefined && hasUnreadEntries(entries.data, preferences.data.changelogReadAt);
  return (
    <ListItemButton component={NavLink} to="/changelog">
      <ListItemText
        primary={
          <Badge variant="dot" color="error" invisible={!unread} sx={BADGE_PLACEMENT_STYLE.after}>
            Versjon {PRODUCT_VERSION}
            {unread && <VisuallyHidden> – uleste endringer</VisuallyHidden>}
          </Badge>
        }
      />
    </ListItemButton>
  );
}
