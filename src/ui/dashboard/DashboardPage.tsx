import { Typography } from '@mui/material';
import { greetingFor } from '../../domain/dates/greeting';
import { OnDemand, onDemandExport } from '../common/OnDemand';
import { useMayUse } from '../session/useMayUse';
import { useSession } from '../session/useSession';
import { LegacyImportFiles } from './LegacyImportFiles';
import { UpdateBanner } from './UpdateBanner';

// Only the officers who keep the rule tables load the notice and its adapter (issue 42).
const MissingRulesNotice = onDemandExport(() => import('./MissingRulesNotice'), 'MissingRulesNotice');

/** /dashboard (part 1 §2): the greeting, the update banner, the notice of missing rule rows (Technical) and the legacy import files. */
export function DashboardPage() {
  const name = useSession((s) => s.context.profile?.name ?? '');
  const keepsRules = useMayUse({ api: 'service', operationId: 'addLegalRule' });
  const firstName = name.split(' ')[0];
  return (
    <>
      <Typography variant="h4" component="h1">
        {greetingFor(new Date())}, {firstName}!
      </Typography>
      <UpdateBanner />
      {keepsRules && (
        <OnDemand>
          <MissingRulesNotice.Component />
        </OnDemand>
      )}
      <LegacyImportFiles />
    </>
  );
}
