import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { PendingClient } from '../../application/ports/pendingClients.port';
import { TOKENS } from '../../composition/tokens';
import { onboardingPathFor, PENDING_CLIENT_NOT_FOUND, REJECT_PENDING_CLIENT_QUESTION } from '../../domain/settings/pendingClients';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { Facts } from './Facts';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';

const PAGE_TITLE = 'Klienter til godkjenning';

/** /settings/pending-clients/ (part 2 §2.8): company name, org no, contact person, e-mail and phone; a row opens the registration. */
export function PendingClientsPage() {
  const pending = useServerRead(useSettingsService(TOKENS.PendingClients).pendingClients());
  return (
    <Box>
      <SettingsBreadcrumb page={PAGE_TITLE} />
      {pending.isPending ? (
        <Loading />
      ) : pending.isError ? (
        <LoadFailed />
      ) : pending.data.length === 0 ? (
        <Empty text="Ingen registreringer" />
      ) : (
        <Table size="small" aria-label={PAGE_TITLE}>
          <TableHead>
            <TableRow>
              <TableCell>Firmanavn</TableCell>
              <TableCell>Org.nr.</TableCell>
              <TableCell>Kontaktperson</TableCell>
              <TableCell>E-post</TableCell>
              <TableCell>Telefon</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pending.data.map((registration) => (
              <TableRow key={registration.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/settings/pending-clients/${encodeURIComponent(registration.id)}`}>
                    {registration.companyName}
                  </Link>
                </TableCell>
                <TableCell>{registration.orgNo}</TableCell>
                <TableCell>{registration.contactPerson}</TableCell>
                <TableCell>{registration.email}</TableCell>
                <TableCell>{registration.phoneNo}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function Details({ registration }: { registration: PendingClient }) {
  const rows: [string, string | null][] = [
    ['Firmanavn', registration.companyName],
    ['Org.nr.', registration.orgNo],
    ['Kontaktperson', registration.contactPerson],
    ['E-post', registration.email],
    ['Telefon', registration.phoneNo],
    ['Kontonummer', registration.bankAccount],
    ['Adresse', [registration.addressLine1, [registration.postNo, registration.cityName].filter(Boolean).join(' '), registration.countryName].filter(Boolean).join(', ')],
    ['Produkt', registration.product],
  ];
  return <Facts rows={rows} />;
}

/** /settings/pending-clients/{id}: approve opens the onboarding wizard; reject deletes the registration after confirmation. */
export function PendingClientPage() {
  const id = useParams().id ?? '';
  const port = useSettingsService(TOKENS.PendingClients);
  const registration = useServerRead(port.pendingClient(id));
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const reject = useMutation({ mutationFn: () => port.reject(id) });
  return (
    <Box>
      <SettingsBreadcrumb page={PAGE_TITLE} />
      {registration.isPending ? (
        <Loading />
      ) : registration.isError ? (
        <LoadFailed />
      ) : registration.data === null ? (
        <Alert severity="warning">{PENDING_CLIENT_NOT_FOUND}</Alert>
      ) : (
        <>
          <Details registration={registration.data} />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" onClick={() => void navigate(onboardingPathFor(id))}>
              Godkjenn
            </Button>
            <Button color="error" onClick={() => setConfirming(true)}>
              Avvis
            </Button>
          </Stack>
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="reject-title">
        <DialogTitle id="reject-title">Avvis registrering</DialogTitle>
        <DialogContent>
          <DialogContentText>{REJECT_PENDING_CLIENT_QUESTION}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Avbryt</Button>
          <Button
            color="error"
            variant="contained"
            disabled={reject.isPending}
            onClick={() => reject.mutate(undefined, { onSuccess: () => void navigate('/settings/pending-clients') })}
          >
            Avvis og slett
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
