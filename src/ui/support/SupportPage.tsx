import { Box, Button, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { dateOf } from '../common/formatting';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { statusColours } from './statusColours';
import { EMAIL_COPIED_MESSAGE, EMAIL_COPY_FAILED_MESSAGE, SUPPORT_CONTACTS } from './supportContacts';

/** /support/ (part 1 §2): the open support cases, the service desk links, and the support address. */
export function SupportPage() {
  const issues = useServerRead(useInjection(TOKENS.SupportIssues).openIssues());
  const clipboard = useInjection(TOKENS.Clipboard);
  const toasts = useInjection(TOKENS.Toasts);

  const copyAddress = () =>
    clipboard.copy(SUPPORT_CONTACTS.email).then(
      () => toasts.notify({ severity: 'success', message: EMAIL_COPIED_MESSAGE }),
      () => toasts.notify({ severity: 'error', message: EMAIL_COPY_FAILED_MESSAGE }),
    );

  let body;
  if (issues.isError) body = <LoadFailed />;
  else if (!issues.data) body = <Loading />;
  else if (issues.data.length === 0) body = <Empty text="Ingen saker" />;
  else {
    body = (
      <Table size="small" aria-label="Åpne saker">
        <TableHead>
          <TableRow>
            <TableCell>Sak</TableCell>
            <TableCell>Opprettet</TableCell>
            <TableCell>Opprettet av</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {issues.data.map((issue) => {
            const colours = statusColours(issue.statusColor);
            return (
              <TableRow key={issue.id}>
                <TableCell>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
                    {issue.key}
                  </Typography>
                  {issue.summary}
                </TableCell>
                <TableCell>{dateOf(issue.created)}</TableCell>
                <TableCell>{issue.reporter ?? ''}</TableCell>
                <TableCell>
                  <Chip label={issue.statusName} size="small" sx={{ bgcolor: colours.background, color: colours.text, fontWeight: 600 }} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Support
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <Button variant="contained" href={SUPPORT_CONTACTS.newCaseUrl} target="_blank" rel="noopener noreferrer">
          Opprett ny sak
        </Button>
        <Button variant="outlined" href={SUPPORT_CONTACTS.myCasesUrl} target="_blank" rel="noopener noreferrer">
          Mine saker
        </Button>
        <Typography component="span">
          E-post: <Link href={`mailto:${SUPPORT_CONTACTS.email}`}>{SUPPORT_CONTACTS.email}</Link>
        </Typography>
        <Button variant="text" onClick={() => void copyAddress()}>
          Kopier e-postadresse
        </Button>
      </Stack>
      <Typography variant="h5" component="h2" gutterBottom>
        Åpne saker
      </Typography>
      {body}
    </Box>
  );
}
