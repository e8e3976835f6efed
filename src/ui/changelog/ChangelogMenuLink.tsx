import { Badge, ListItemButton, ListItemText } from '@mui/material';
import { NavLink } from 'react-router';
import { hasUnreadEntries } from '../../domain/changelog/changelog';
import { PRODUCT_VERSION } from '../../domain/product';
import { useChangelogEntries, usePreferences } from './changelogReads';

/** The side menu's version link to the changelog, with a red mark while there are unread entries (part 1 §2). */
export function ChangelogMenuLink() {
  const entries = useChangelogEntries();
  const preferences = usePreferences();
  const unread = entries.data !== undefined && preferences.data !== undefined && hasUnreadEntries(entries.data, preferences.data.changelogReadAt);
  const label = `Versjon ${PRODUCT_VERSION}`;
  return (
    <ListItemButton component={NavLink} to="/changelog" aria-label={unread ? `${label}, uleste endringer` : label}>
      <ListItemText
        primary={
          <Badge variant="dot" color="error" invisible={!unread} data-testid="changelog-unread-mark">
            {label}
          </Badge>
        }
      />
    </ListItemButton>
  );
}
