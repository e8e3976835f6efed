import { Typography } from '@mui/material';
import { DateTime } from 'luxon';
import { greetingFor } from '../../domain/dates/greeting';
import { useSession } from '../session/useSession';

export function DashboardPage() {
  const name = useSession((s) => s.context.profile?.name ?? '');
  const firstName = name.split(' ')[0];
  return (
    <Typography variant="h4" component="h1">
      {greetingFor(DateTime.now())}, {firstName}!
    </Typography>
  );
}
