import { Alert, AlertTitle, Box, Tooltip } from '@mui/material';
import { RULE_NOTES, ruleNotesLabel } from '../../domain/rules/legalRuleTexts';
import { WarningIcon } from '../common/icons';

/**
 * The mark on a reminder computed with the last known value of a missing rule row (issue 42 item 3): the notes in
 * a tooltip that opens on hover and on keyboard focus, and in the mark's accessible name.
 */
export function RuleNotesMark({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Tooltip title={<Box sx={{ whiteSpace: 'pre-line' }}>{notes.join('\n')}</Box>}>
      <Box component="span" tabIndex={0} role="note" aria-label={ruleNotesLabel(notes)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {/* The orange on the icon only: as the words' colour it is too faint on white (WCAG 1.4.3, 4.5:1). */}
        <Box component="span" sx={{ color: 'warning.dark' }}>
          <WarningIcon size={16} />
        </Box>{' '}
        {RULE_NOTES.mark}
      </Box>
    </Tooltip>
  );
}

/** The notes written in full, on the reminder's own record. */
export function RuleNotesAlert({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Alert severity="warning" role="note" aria-label={RULE_NOTES.heading}>
      <AlertTitle>{RULE_NOTES.heading}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Box>
    </Alert>
  );
}
