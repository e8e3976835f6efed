import { Typography } from '@mui/material';
import { greetingFor } from '../../domain/dates/greeting';
import { useSession } from '../session/useSession';
import { LegacyImportFiles } from './LegacyImportFiles';
import { UpdateBanner } from './UpdateBanner';

/** /dashboard (part 1 §2): the greeting, the update banner and the legacy import files. */
export function DashboardPage() {
  const name = useSession((s) => s.context.profile?.name ?? '');
  const firstName = name.split(' ')[0];
  return (
    <>
      <Typography variant="h4" component="h1">
        {greetingFor(new Date())}, {firstName}!
      </Typography>
      <UpdateBanner />
      <LegacyImportFiles />
    </>
  );
}
