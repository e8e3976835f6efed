import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import type { CollectionAgency } from '../../application/ports/collectionAgencies.port';
import { TOKENS } from '../../composition/tokens';
import { AGENCY_NOT_FOUND_MESSAGE } from '../../domain/collection/collectionAgency';
import {
  AGENCY_SHIPMENT_LABELS,
  AGENCY_TAB_LABELS,
  AGENCY_TABS,
  agencyTabFrom,
  mayEditEmailSetup,
  validateAgencyEmailSetup,
  type AgencyEmailSetupForm,
} from '../../domain/settings/collectionAgencies';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { useDialogLayer } from '../common/dialogLayer';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { AGENCIES_TITLE } from './CollectionAgenciesPage';
import { Facts } from './Facts';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';
import { FormDialogActions } from '../common/forms/FormDialogActions';
import { TabBar } from '../common/TabBar';

/** The e-mail setup dialog (part 2 §5 "Agency: e-mail required"), validated by the rule the server applies. */
function EmailSetupDialog({ agency, onClose }: { agency: CollectionAgency; onClose: () => void }) {
  const agencies = useSettingsService(TOKENS.CollectionAgencies);
  const queryClient = useQueryClient();
  const { form, guard, submit } = useDomainForm<AgencyEmailSetupForm>({
    defaultValues: { email: agency.email ?? '', emailAddress: agency.setup?.emailAddress ?? '' },
    validate: validateAgencyEmailSetup,
    serverFieldNames: { 'body.agency.email': 'email', 'body.agency.setup.emailAddress': 'emailAddress' },
  });
  const { register, formState } = form;
  const field = (name: keyof AgencyEmailSetupForm) => ({ error: formState.errors[name] !== undefined, helperText: formState.errors[name]?.message ?? ' ' });
  return (
    <Dialog open onClose={onClose} aria-labelledby="agency-email-title" fullWidth maxWidth="sm" container={useDialogLayer()}>
      <form
        onSubmit={submit(async (values) => {
          await agencies.updateEmailSetup(agency, { email: values.email.trim(), emailAddress: values.emailAddress.trim() });
          // Every read refreshes after a change (part 2 §7.4); not awaited, so the dialog closes at once.
          void queryClient.invalidateQueries();
        }, onClose)}
        noValidate
      >
        <DialogTitle id="agency-email-title">E-postoppsett for {agency.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField label="E-post" type="email" required {...register('email')} {...field('email')} />
            <TextField label="E-postadresse for oversendelse" type="email" required {...register('emailAddress')} {...field('emailAddress')} />
            {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} canSubmit={!formState.isSubmitting} />
      </form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Dialog>
  );
}

function AgencyTab({ agency }: { agency: CollectionAgency }) {
  const postal = [agency.postNo, agency.cityName].filter(Boolean).join(' ');
  return (
    <Facts
      rows={[
        ['ID', agency.id],
        ['Navn', agency.name],
        ['Adresse', [agency.addressLine1, agency.addressLine2, postal].filter(Boolean).join(', ')],
        ['Telefon', agency.phoneNo],
        ['E-post', agency.email],
      ]}
    />
  );
}

function SetupTab({ agency }: { agency: CollectionAgency }) {
  const [editing, setEditing] = useState(false);
  const setup = agency.setup;
  if (!setup) return <Empty text="Ingen oppsett" />;
  return (
    <>
      <Facts
        rows={[
          ['Format faktura', setup.invoiceFormat],
          ['Format innbet.', setup.paymentFormat],
          ['Forsendelse', AGENCY_SHIPMENT_LABELS[setup.shipmentType]],
          ['E-postadresse', setup.emailAddress],
          ['FTP-server', setup.ftpServerId],
        ]}
      />
      {mayEditEmailSetup({ id: agency.id, shipmentType: setup.shipmentType }) && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
          Endre e-postoppsett
        </Button>
      )}
      {editing && <EmailSetupDialog agency={agency} onClose={() => setEditing(false)} />}
    </>
  );
}

function ClientsTab({ agencyId }: { agencyId: number }) {
  const clients = useServerRead(useSettingsService(TOKENS.CollectionAgencies).clients(agencyId));
  if (clients.isPending) return <Loading />;
  if (clients.isError) return <LoadFailed />;
  if (clients.data.length === 0) return <Empty text="Ingen klienter" />;
  return (
    <Table size="small" aria-label="Klienter">
      <TableHead>
        <TableRow>
          <TableCell>Klientnr.</TableCell>
          <TableCell>Navn</TableCell>
          <TableCell>Kundenr. hos inkassoselskapet</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {clients.data.map((client) => (
          <TableRow key={client.clientId}>
            <TableCell>{client.clientId}</TableCell>
            <TableCell>{client.clientName}</TableCell>
            <TableCell>{client.customerNumber}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AgencyDetail({ agencyId }: { agencyId: number }) {
  const agency = useServerRead(useSettingsService(TOKENS.CollectionAgencies).agency(agencyId));
  const [params, setParams] = useSearchParams();
  const tab = agencyTabFrom(params.get('tab'));
  if (agency.isPending) return <Loading />;
  if (agency.isError) return <LoadFailed />;
  if (agency.data === null) return <Alert severity="warning">{AGENCY_NOT_FOUND_MESSAGE}</Alert>;
  return (
    <>
      <Typography variant="h6" component="h2">
        {agency.data.name}
      </Typography>
      <TabBar
        label={agency.data.name}
        value={tab}
        tabs={AGENCY_TABS.map((value) => ({ value, label: AGENCY_TAB_LABELS[value] }))}
        onChange={(next) => setParams({ tab: next })}
      />
      <Box role="tabpanel" sx={{ pt: 2 }}>
        {tab === 'agency' ? <AgencyTab agency={agency.data} /> : tab === 'setup' ? <SetupTab agency={agency.data} /> : <ClientsTab agencyId={agencyId} />}
      </Box>
    </>
  );
}

/** /settings/collection-agencies/{id} (part 2 §2.8): tabs agency (default), setup and clients. */
export function CollectionAgencyPage() {
  const param = useParams().id ?? '';
  const agencyId = /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
  return (
    <Box>
      <SettingsBreadcrumb page={AGENCIES_TITLE} />
      {agencyId === null ? <Alert severity="warning">{AGENCY_NOT_FOUND_MESSAGE}</Alert> : <AgencyDetail agencyId={agencyId} />}
    </Box>
  );
}
