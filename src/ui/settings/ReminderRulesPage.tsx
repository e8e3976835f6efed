import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { ReminderRule } from '../../application/ports/reminderRules.port';
import type { ClientHit } from '../../application/ports/search.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { REMINDER_RULE_LABEL, REMINDER_RULE_TYPES, reminderRuleTypeFromParam, type ReminderRuleType } from '../../domain/reminderRules/reminderRules';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { ClientPicker } from '../search/ClientPicker';
import { useServerRead } from '../serverState/useServerRead';
import { AddReminderRuleDialog } from './AddReminderRuleDialog';
import { describeRule, RULE_COLUMNS } from './reminderRuleColumns';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { useSettingsService } from './settingsServices';
import { TabBar } from '../common/TabBar';
import { CloseIcon } from '../common/icons';
import { formatInteger } from '../../domain/numbers/formatNumber';

export const NO_RULES = 'Ingen regler';

function TabLabel({ type, count }: { type: ReminderRuleType; count: number | undefined }) {
  return (
    <span>
      {REMINDER_RULE_LABEL[type]}{' '}
      {count !== undefined && (
        <Box component="span" sx={{ ml: 0.5, px: 0.75, borderRadius: 2, bgcolor: 'action.selected', fontSize: '0.75rem', fontWeight: 600 }}>
          {formatInteger(count)}
          <VisuallyHidden> regler</VisuallyHidden>
        </Box>
      )}
    </span>
  );
}

/** The client filter lives in the address (`clientId`); its name is read back from the client lookup. */
function useClientFilter(): { clientId: number | null; client: ClientHit | null; setClient: (client: ClientHit | null) => void } {
  const [params, setParams] = useSearchParams();
  const clientId = Number(params.get('clientId')) || null;
  const search = useInjection(TOKENS.Search);
  const chosen = useServerRead(clientId === null ? null : search.client(clientId));
  const setClient = (client: ClientHit | null) =>
    setParams((before) => {
      const next = new URLSearchParams(before);
      if (client) next.set('clientId', String(client.id));
      else next.delete('clientId');
      return next;
    });
  return { clientId, client: clientId === null ? null : (chosen.data ?? null), setClient };
}

function RulesTable({ type, rules }: { type: ReminderRuleType; rules: readonly ReminderRule[] }) {
  const port = useSettingsService(TOKENS.ReminderRules);
  const remove = useMutation({ mutationFn: (rule: ReminderRule) => port.remove(rule) });
  if (rules.length === 0) return <Empty text={NO_RULES} />;
  const columns = RULE_COLUMNS[type];
  return (
    <Table size="small" aria-label={REMINDER_RULE_LABEL[type]}>
      <TableHead>
        <TableRow>
          <TableCell>Klient</TableCell>
          {columns.map((column) => (
            <TableCell key={column.header}>{column.header}</TableCell>
          ))}
          <TableCell>
            <VisuallyHidden>Slett</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rules.map((rule) => (
          <TableRow key={rule.id}>
            <TableCell>
              {rule.clientId} {rule.clientName}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.header}>{column.cell(rule)}</TableCell>
            ))}
            <TableCell align="right">
              <IconButton
                size="small"
                aria-label={`Slett regel ${describeRule(rule)}`}
                disabled={remove.isPending && remove.variables?.id === rule.id}
                onClick={() => remove.mutate(rule)}
              >
                <CloseIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /settings/reminder-rules/ (part 2 §2.8): eight tabs with their counts, a client filter, the rules and the add dialog. */
export function ReminderRulesPage() {
  const [params, setParams] = useSearchParams();
  const type = reminderRuleTypeFromParam(params.get('tab'));
  const { clientId, client, setClient } = useClientFilter();
  const port = useSettingsService(TOKENS.ReminderRules);
  const rules = useServerRead(port.rules(clientId));
  const [adding, setAdding] = useState(false);

  const chooseTab = (next: ReminderRuleType) =>
    setParams((before) => {
      const updated = new URLSearchParams(before);
      updated.set('tab', next);
      return updated;
    });

  return (
    <Box>
      <SettingsBreadcrumb page="Purreregler" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 320 }}>
          <ClientPicker id="reminder-rules-client" label="Klient" value={client} onChange={setClient} />
        </Box>
        <Button variant="contained" onClick={() => setAdding(true)}>
          Legg til regel
        </Button>
      </Stack>
      <TabBar
        label="Regeltyper"
        value={type}
        tabs={REMINDER_RULE_TYPES.map((ruleType) => ({ value: ruleType, label: <TabLabel type={ruleType} count={rules.data?.[ruleType].length} /> }))}
        onChange={chooseTab}
      />
      <Box role="tabpanel" sx={{ pt: 2 }} aria-label={REMINDER_RULE_LABEL[type]}>
        {rules.isPending ? <Loading /> : rules.isError ? <LoadFailed /> : <RulesTable type={type} rules={rules.data[type]} />}
      </Box>
      {adding && <AddReminderRuleDialog key={type} type={type} client={client} onClose={() => setAdding(false)} />}
    </Box>
  );
}
