import { NavLink } from 'react-router';
import { hasUnreadEntries } from '../../domain/changelog/changelog';
import { PRODUCT_VERSION } from '../../domain/product';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { useChangelogEntries, usePreferences } from './changelogReads';

/** The side menu's version link to the changelog, with a red mark while there are unread entries (part 1 §2). */
export function ChangelogMenuLink() {
  const entries = useChangelogEntries();
  const preferences = usePreferences();
  const unread = entries.data !== undefined && preferences.data !== undefined && hasUnreadEntries(entries.data, preferences.data.changelogReadAt);
  return (
    <NavLink to="/changelog" className="nl-side-item">
      <span className="nl-badge-host nl-badge-after">
        Versjon {PRODUCT_VERSION}
        {unread && <span className="nl-badge nl-badge-dot" aria-hidden="true" />}
        {unread && <VisuallyHidden> – uleste endringer</VisuallyHidden>}
      </span>
    </NavLink>
  );
}
