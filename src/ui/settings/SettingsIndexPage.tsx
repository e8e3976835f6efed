import { Box, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ADMIN_BOX_TITLE, ADMIN_LINKS, SETTINGS_GROUPS, type SettingsLink } from '../../domain/settings/settingsIndex';
import { useMayUse } from '../session/useMayUse';

function LinkBox({ title, links }: { title: string; links: readonly SettingsLink[] }) {
  const headingId = `settings-group-${title}`;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      <List dense>
        {links.map((link) => (
          <ListItem key={link.to} disableGutters>
            <Link component={RouterLink} to={link.to}>
              {link.label}
            </Link>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** /settings/ (part 2 §2.8): the four groups, and the admin box for Technical or Executive with its links by role (§6). */
export function SettingsIndexPage() {
  // Each link shows when the officer may use the operation behind its page (the contracts' x-roles).
  const shown: [SettingsLink, boolean][] = [
    [ADMIN_LINKS.deletePosts, useMayUse({ api: 'legacy', operationId: 'deleteLedgerPostsByJournalNr' })],
    [ADMIN_LINKS.branches, useMayUse({ api: 'data', operationId: 'listBranches' })],
    [ADMIN_LINKS.aws, useMayUse({ api: 'data', operationId: 'listBuildProjects' })],
    [ADMIN_LINKS.prices, useMayUse({ api: 'service', operationId: 'updateProducts' })],
  ];
  const adminLinks = shown.filter(([, may]) => may).map(([link]) => link);
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Innstillinger
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(16rem, 1fr))' } }}>
        {SETTINGS_GROUPS.map((group) => (
          <LinkBox key={group.title} title={group.title} links={group.links} />
        ))}
        {adminLinks.length > 0 && <LinkBox title={ADMIN_BOX_TITLE} links={adminLinks} />}
      </Box>
    </Box>
  );
}
