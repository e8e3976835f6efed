import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { Collectors, RecipientRefusal } from '../../application/ports/settingsRegisters.port';
import { TOKENS } from '../../composition/tokens';
import {
  checkCollectorRecipient,
  COLLECTOR_ADD_FAILED,
  COLLECTOR_DOMAIN_LISTED,
  COLLECTOR_DOMAINS_EXPLAINED,
  COLLECTOR_EMAIL_EXISTS,
} from '../../domain/settings/collectors';
import type { DomainIssue } from '../common/forms/domainResolver';
import { UnsavedChangesDialog } from '../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../common/forms/useDomainForm';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';
import { TabBar } from '../common/TabBar';
import { CloseIcon } from '../common/icons';

type CollectorsTab = 'domains' | 'recipients';
const REFUSAL_TEXT: Readonly<Record<RecipientRefusal, string>> = { exists: COLLECTOR_EMAIL_EXISTS, failed: COLLECTOR_ADD_FAILED };

function recipientIssues(email: string, domains: readonly string[]): DomainIssue[] {
  const checked = checkCollectorRecipient(email, domains);
  return checked.ok ? [] : [{ field: 'email', message: checked.error }];
}

function Domains({ collectors }: { collectors: Collectors }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>{COLLECTOR_DOMAINS_EXPLAINED}</Typography>
      <List dense aria-label="Mottaker domener">
        {collectors.domains.map((domain) => (
          <ListItem key={domain.id}>
            <ListItemText primary={domain.domain} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

interface RecipientForm {
  readonly email: string;
}

function Recipients({ collectors }: { collectors: Collectors }) {
  const registers = useSettingsService(TOKENS.SettingsRegisters);
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The query cache keeps an unchanged list the same object across polls, so the resolver stays too.
  const validate = useCallback(
    ({ email }: RecipientForm) => recipientIssues(email, collectors.domains.map((domain) => domain.domain)),
    [collectors.domains],
  );
  const { form, guard, submit } = useDomainForm<RecipientForm>({ defaultValues: { email: '' }, validate, mode: 'onSubmit' });
  const remove = useMutation({ mutationFn: (id: number) => registers.removeRecipient(id) });
  const save = async ({ email }: RecipientForm): Promise<RecipientForm> => {
    setRefusal(null);
    const outcome = await registers.addRecipient(email.trim()).catch((error: unknown) => {
      setRefusal(COLLECTOR_ADD_FAILED);
      throw error;
    });
    if (!('added' in outcome)) {
      setRefusal(REFUSAL_TEXT[outcome.refused]);
      throw new Error(REFUSAL_TEXT[outcome.refused]);
    }
    void queryClient.invalidateQueries();
    return { email: '' };
  };
  const emailError = form.formState.errors.email?.message;
  // The listed domain is the spec's alert (part 2 §5); a missing or invalid address is the field's own message.
  const alert = emailError === COLLECTOR_DOMAIN_LISTED ? emailError : refusal;
  return (
    <>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
        onSubmit={submit(save)}
        noValidate
      >
        <TextField
          label="E-post"
          required
          type="email"
          {...form.register('email')}
          error={emailError !== undefined && emailError !== COLLECTOR_DOMAIN_LISTED}
          helperText={emailError === COLLECTOR_DOMAIN_LISTED ? undefined : emailError}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Legg til mottaker
        </Button>
      </Stack>
      {alert && (
        <Alert severity={alert === COLLECTOR_DOMAIN_LISTED ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <UnsavedChangesDialog blocker={guard.blocker} />
      {collectors.recipients.length === 0 ? (
        <Empty text="Ingen mottakere" />
      ) : (
        <List dense aria-label="Mottakere">
          {collectors.recipients.map((recipient) => (
            <ListItem
              key={recipient.id}
              secondaryAction={
                <IconButton edge="end" aria-label={`Slett mottaker ${recipient.email}`} onClick={() => remove.mutate(recipient.id)}>
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={recipient.email} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/** /settings/collectors/ (part 2 §2.8 PDF-mottakere): the domains (default tab) and the single recipients. */
export function CollectorsPage() {
  const [params, setParams] = useSearchParams();
  const tab: CollectorsTab = params.get('tab') === 'recipients' ? 'recipients' : 'domains';
  const registers = useSettingsService(TOKENS.SettingsRegisters);
  const collectors = useServerRead(registers.collectors());
  return (
    <Box>
      <SettingsBreadcrumb page="PDF-mottakere" />
      <TabBar
        label="PDF-mottakere"
        value={tab}
        tabs={[
          { value: 'domains', label: 'Domener' },
          { value: 'recipients', label: 'Mottakere' },
        ]}
        onChange={(next) => setParams({ tab: next })}
      />
      <Box role="tabpanel" sx={{ pt: 2 }}>
        {collectors.isPending ? (
          <Loading />
        ) : collectors.isError ? (
          <LoadFailed />
        ) : tab === 'domains' ? (
          <Domains collectors={collectors.data} />
        ) : (
          <Recipients collectors={collectors.data} />
        )}
      </Box>
    </Box>
  );
}
