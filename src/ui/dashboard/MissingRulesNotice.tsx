import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLegalRules } from '../../composition/legalRules';
import { MISSING_RULES_NOTICE } from '../../domain/rules/legalRuleTexts';
import { useServerRead } from '../serverState/useServerRead';

/**
 * The dashboard's notice to Technical officers (issue 42): each row a half-year or year has begun without, and the
 * value the run uses meanwhile. It goes when the row is added (the change refreshes the read, here and, by the
 * websocket's 'settings/legal-rules', in every other tab).
 */
export function MissingRulesNotice() {
  const tables = useServerRead(useLegalRules().tables());
  const missing = tables.data?.missing ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ my: 2 }}
      aria-label={MISSING_RULES_NOTICE.title}
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/settings/legal-rules">
          {MISSING_RULES_NOTICE.open}
        </Button>
      }
    >
      <AlertTitle>{MISSING_RULES_NOTICE.title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {missing.map((m) => (
          <li key={`${m.kind}-${m.from}`}>{m.text}</li>
        ))}
      </Box>
    </Alert>
  );
}
