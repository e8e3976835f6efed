import { Box, Link, List, ListItem, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ADMIN_BOX_TITLE, adminLinksFor, SETTINGS_GROUPS, type SettingsLink } from '../../domain/settings/settingsIndex';
import { useSession } from '../session/useSession';

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
  const roles = useSession((snapshot) => snapshot.context.profile?.roles);
  const adminLinks = adminLinksFor(roles ?? []);
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
