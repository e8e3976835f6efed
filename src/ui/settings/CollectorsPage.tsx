import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
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
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';

type CollectorsTab = 'domains' | 'recipients';
const REFUSAL_TEXT: Readonly<Record<RecipientRefusal, string>> = { exists: COLLECTOR_EMAIL_EXISTS, failed: COLLECTOR_ADD_FAILED };

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

function Recipients({ collectors }: { collectors: Collectors }) {
  const registers = useSettingsService(TOKENS.SettingsRegisters);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({ mutationFn: (address: string) => registers.addRecipient(address) });
  const remove = useMutation({ mutationFn: (id: number) => registers.removeRecipient(id) });
  const submit = () => {
    const checked = checkCollectorRecipient(email, collectors.domains.map((domain) => domain.domain));
    if (!checked.ok) {
      setProblem(checked.error);
      return;
    }
    setProblem(null);
    add.mutate(checked.value, {
      onSuccess: (outcome) => ('added' in outcome ? setEmail('') : setProblem(REFUSAL_TEXT[outcome.refused])),
      onError: () => setProblem(COLLECTOR_ADD_FAILED),
    });
  };
  return (
    <>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField label="E-post" required type="email" value={email} onChange={(event) => setEmail(event.target.value)} sx={{ minWidth: 320 }} />
        <Button type="submit" variant="contained" disabled={add.isPending}>
          Legg til mottaker
        </Button>
      </Stack>
      {problem && (
        <Alert severity={problem === COLLECTOR_DOMAIN_LISTED ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {collectors.recipients.length === 0 ? (
        <Empty text="Ingen mottakere" />
      ) : (
        <List dense aria-label="Mottakere">
          {collectors.recipients.map((recipient) => (
            <ListItem
              key={recipient.id}
              secondaryAction={
                <IconButton edge="end" aria-label={`Slett mottaker ${recipient.email}`} onClick={() => remove.mutate(recipient.id)}>
                  <span aria-hidden>✕</span>
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
      <Tabs value={tab} onChange={(_event, next: CollectorsTab) => setParams({ tab: next })} aria-label="PDF-mottakere">
        <Tab value="domains" label="Domener" />
        <Tab value="recipients" label="Mottakere" />
      </Tabs>
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
