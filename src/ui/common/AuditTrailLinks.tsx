import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AUDIT_SUBJECT_LABELS, AUDIT_TRAIL_TITLE, auditTrailPath, type AuditSubjectName } from '../../domain/audit/auditTexts';
import { useMayUse } from '../session/useMayUse';

/** Links from a client, customer or invoice to its audit trail, shown to the officers who may read it (Technical). */
export function AuditTrailLinks({ subjects }: { subjects: readonly (readonly [AuditSubjectName, number])[] }) {
  const allowed = useMayUse({ api: 'data', operationId: 'listAuditEvents' });
  if (!allowed) return null;
  return (
    <Box component="nav" aria-label={AUDIT_TRAIL_TITLE} sx={{ display: 'flex', gap: 2, mb: 1 }}>
      {subjects.map(([subject, id]) => (
        <Link key={subject} component={RouterLink} to={auditTrailPath(subject, id)}>
          {`${AUDIT_TRAIL_TITLE} (${AUDIT_SUBJECT_LABELS[subject].toLowerCase()})`}
        </Link>
      ))}
    </Box>
  );
}
