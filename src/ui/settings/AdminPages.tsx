import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Link, List, ListItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ServicePrices } from '../../application/ports/adminPages.port';
import { TOKENS } from '../../composition/tokens';
import { formatNorwegianDateTime } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import { parseAmount } from '../../domain/money/parseAmount';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { ADMIN_TEXTS } from '../../domain/settings/adminTexts';
import { ADMIN_LINKS } from '../../domain/settings/settingsIndex';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';
import { buildStatusLabel } from '../../domain/labels/codeLabels';

/** 'Du har ikke tillatelse til å se denne siden' (part 2 §6, §8): the page of a role the officer lacks. */
export function NoPermission() {
  return (
    <Alert severity="warning" sx={{ my: 2 }}>
      {ADMIN_TEXTS.noPermission}
    </Alert>
  );
}

const when = (iso: string | null) => (iso ? formatNorwegianDateTime(new Date(iso)) : '');

/** /settings/admin/ (part 2 §2.8): Aktiv branch, Priser and AWS, each shown to the roles that may use it (§6). */
export function AdminIndexPage() {
  const shown = [
    [ADMIN_LINKS.branches, useMayUse({ api: 'data', operationId: 'listBranches' })],
    [ADMIN_LINKS.prices, useMayUse({ api: 'service', operationId: 'updateProducts' })],
    [ADMIN_LINKS.aws, useMayUse({ api: 'data', operationId: 'listBuildProjects' })],
  ] as const;
  const links = shown.filter(([, may]) => may).map(([link]) => link);
  return (
    <Box>
      <SettingsBreadcrumb page="Admin" />
      {links.length === 0 ? (
        <NoPermission />
      ) : (
        <List aria-label="Adminsider">
          {links.map((link) => (
            <ListItem key={link.to} disableGutters>
              <Link component={RouterLink} to={link.to}>
                {link.label}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

function BranchesTable() {
  const admin = useSettingsService(TOKENS.AdminPages);
  const branches = useServerRead(admin.branches(), { refetchInterval: POLL_INTERVAL_MS.adminBuilds });
  if (branches.isPending) return <Loading />;
  if (branches.isError) return <LoadFailed />;
  if (branches.data.length === 0) return <Empty text="Ingen brancher" />;
  return (
    <Table size="small" aria-label="Brancher">
      <TableHead>
        <TableRow>
          <TableCell>Branch</TableCell>
          <TableCell>URL</TableCell>
          <TableCell>Opprettet</TableCell>
          <TableCell>Oppdatert</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {branches.data.map((branch) => (
          <TableRow key={branch.branchName}>
            <TableCell>{branch.branchName}</TableCell>
            <TableCell>
              <Link href={branch.branchUrl} target="_blank" rel="noopener noreferrer">
                {branch.branchUrl}
              </Link>
            </TableCell>
            <TableCell>{when(branch.createTime)}</TableCell>
            <TableCell>{when(branch.updateTime)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /settings/admin/branches: branchName, branchUrl, createTime, updateTime, polled every 5 s (part 2 §9); Technical only. */
export function BranchesPage() {
  const may = useMayUse({ api: 'data', operationId: 'listBranches' });
  return (
    <Box>
      <SettingsBreadcrumb page="Aktiv branch" />
      {may ? <BranchesTable /> : <NoPermission />}
    </Box>
  );
}

function BuildProjectsTable() {
  const admin = useSettingsService(TOKENS.AdminPages);
  const queryClient = useQueryClient();
  const projects = useServerRead(admin.buildProjects(), { refetchInterval: POLL_INTERVAL_MS.adminBuilds });
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const start = useMutation({
    mutationFn: async (project: string) => ({ project, result: await admin.startBuild(project) }),
    onSuccess: ({ project, result }) => {
      setOutcome(result.started ? { severity: 'success', text: ADMIN_TEXTS.buildStarted(project) } : { severity: 'error', text: result.message });
      void queryClient.invalidateQueries();
    },
    onError: () => setOutcome({ severity: 'error', text: ADMIN_TEXTS.anErrorOccurred }),
  });
  if (projects.isPending) return <Loading />;
  if (projects.isError) return <LoadFailed />;
  return (
    <>
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mb: 2 }} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <Table size="small" aria-label="Byggeprosjekter">
        <TableHead>
          <TableRow>
            <TableCell>Prosjekt</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Start</TableCell>
            <TableCell>Slutt</TableCell>
            <TableCell>Deploy</TableCell>
            <TableCell>Deploy start</TableCell>
            <TableCell>Deploy slutt</TableCell>
            <TableCell>Lenke</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.data.map((project) => (
            <TableRow key={project.project}>
              <TableCell>{project.project}</TableCell>
              <TableCell>{buildStatusLabel(project.status)}</TableCell>
              <TableCell>{when(project.startTime)}</TableCell>
              <TableCell>{when(project.endTime)}</TableCell>
              <TableCell>{project.deployStatus ? buildStatusLabel(project.deployStatus) : ''}</TableCell>
              <TableCell>{when(project.deployStart)}</TableCell>
              <TableCell>{when(project.deployEnd)}</TableCell>
              <TableCell>
                {project.hyperlink && (
                  <Link href={project.hyperlink} target="_blank" rel="noopener noreferrer" aria-label={`Åpne ${project.project} i AWS`}>
                    AWS
                  </Link>
                )}
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  disabled={start.isPending}
                  onClick={() => {
                    setOutcome(null);
                    start.mutate(project.project);
                  }}
                  aria-label={`Start bygg av ${project.project}`}
                >
                  Start
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** /settings/admin/aws: the build projects, polled every 5 s, with a start action per project; Technical only. */
export function BuildProjectsPage() {
  const may = useMayUse({ api: 'data', operationId: 'listBuildProjects' });
  return (
    <Box>
      <SettingsBreadcrumb page="AWS" />
      {may ? <BuildProjectsTable /> : <NoPermission />}
    </Box>
  );
}

type PriceForm = Record<string, string>;
const fieldOf = (id: number) => `price${id}`;
const priceText = (ore: number) => formatAmount(ore);

/** Every typed price is an amount of at most two decimals and not negative (the server refuses the same). */
function validatePrices(values: PriceForm) {
  return Object.entries(values).flatMap(([field, text]) => {
    const parsed = parseAmount(text);
    if (!parsed.ok) return [{ field, message: parsed.error }];
    if (parsed.value < 0) return [{ field, message: 'Prisen kan ikke være negativ' }];
    return [];
  });
}

function PricesForm({ groups }: { groups: readonly ServicePrices[] }) {
  const admin = useSettingsService(TOKENS.AdminPages);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const defaults: PriceForm = Object.fromEntries(groups.flatMap((group) => group.prices.map((price) => [fieldOf(price.id), priceText(price.price)])));
  const { form, guard, submit } = useDomainForm<PriceForm>({ defaultValues: defaults, validate: validatePrices });
  const { errors, isSubmitting } = form.formState;
  const save = async (values: PriceForm) => {
    setOutcome(null);
    const prices = groups.flatMap((group) =>
      group.prices.map((price) => {
        const parsed = parseAmount(values[fieldOf(price.id)] ?? '');
        return { id: price.id, serviceType: group.serviceType, price: parsed.ok ? parsed.value : price.price };
      }),
    );
    try {
      await admin.updatePrices(prices);
    } catch (error) {
      setOutcome('failed');
      throw error;
    }
    setOutcome('saved');
    void queryClient.invalidateQueries();
  };
  return (
    <form onSubmit={submit(save)} noValidate aria-label="Priser">
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        {groups.map((group) => (
          <Box key={group.serviceType} component="section" aria-labelledby={`service-${group.serviceType}`}>
            <Typography id={`service-${group.serviceType}`} variant="h6" component="h2">
              {group.serviceName}
            </Typography>
            <Table size="small" aria-label={group.serviceName}>
              <TableHead>
                <TableRow>
                  <TableCell>Kode</TableCell>
                  <TableCell>Produkt</TableCell>
                  <TableCell>Pris eks. mva</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {group.prices.map((price) => (
                  <TableRow key={price.id}>
                    <TableCell>
                      <code>{price.productCode}</code>
                    </TableCell>
                    <TableCell>{price.productText}</TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        slotProps={{ htmlInput: { 'aria-label': `Pris for ${group.serviceName} ${price.productText}`, inputMode: 'decimal' } }}
                        {...form.register(fieldOf(price.id))}
                        error={errors[fieldOf(price.id)] !== undefined}
                        helperText={errors[fieldOf(price.id)]?.message}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))}
        {outcome === 'saved' && <Alert severity="success">{ADMIN_TEXTS.pricesUpdated}</Alert>}
        {outcome === 'failed' && <Alert severity="error">{ADMIN_TEXTS.anErrorOccurred}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Lagre priser
          </Button>
        </Box>
      </Stack>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </form>
  );
}

/** /settings/admin/prices (Priser på hjemmeside): the editable product prices per service type; Technical or Executive. */
export function PricesPage() {
  const may = useMayUse({ api: 'service', operationId: 'updateProducts' });
  const admin = useSettingsService(TOKENS.AdminPages);
  const prices = useServerRead(admin.prices(), { enabled: may });
  return (
    <Box>
      <SettingsBreadcrumb page="Priser på hjemmeside" />
      {!may ? <NoPermission /> : prices.isPending ? <Loading /> : prices.isError ? <LoadFailed /> : <PricesForm groups={prices.data} />}
    </Box>
  );
}
