import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { bannerVersion, shouldShowUpdateBanner } from '../../domain/changelog/changelog';
import { useChangelogEntries, usePreferences, useUpdatePreferences } from '../changelog/changelogReads';

/**
 * The dashboard's update banner (part 1 §2): shown while the newest announced version is newer than
 * the one the officer dismissed; the dismissal is kept in the preferences, across sessions.
 */
export function UpdateBanner() {
  const entries = useChangelogEntries();
  const preferences = usePreferences();
  const dismiss = useUpdatePreferences();
  if (!entries.data || !preferences.data) return null;
  const version = bannerVersion(entries.data);
  const dismissedHere = dismiss.variables?.dismissedBannerVersion === version && !dismiss.isError;
  if (version === null || dismissedHere || !shouldShowUpdateBanner(entries.data, preferences.data.dismissedBannerVersion)) return null;
  return (
    <Alert
      severity="info"
      sx={{ my: 2 }}
      action={
        <>
          <Button color="inherit" size="small" component={RouterLink} to="/changelog">
            Se hva som er nytt
          </Button>
          <Button color="inherit" size="small" onClick={() => dismiss.mutate({ dismissedBannerVersion: version })}>
            Lukk
          </Button>
        </>
      }
    >
      NorLink er oppdatert til versjon {version}.
    </Alert>
  );
}
