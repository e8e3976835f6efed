import { Alert } from '@mui/material';
import { NOT_READY_FOR_PRODUCTION } from '../../domain/labels/notReady';

/** The mark of a page or form the spec keeps out of production use (part 1 §1 and §2 /register-payment, part 2 §2.5 the move form). */
export function NotReadyNotice() {
  return (
    // A standing note, not news: role note, so it is not announced as an alert on every visit.
    <Alert severity="warning" role="note" sx={{ mb: 2 }}>
      {NOT_READY_FOR_PRODUCTION}
    </Alert>
  );
}
