import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { LegalRule, MissingLegalRule } from '../../application/ports/legalRules.port';
import { useLegalRules } from '../../composition/legalRules';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { correctRuleLabel, LEGAL_RULES_PAGE, VAT_RATES_PAGE } from '../../domain/rules/legalRuleTexts';
import { formatRuleValue, isLegalRuleKind, LEGAL_RULE_KINDS, RULE_KINDS, type LegalRuleKind } from '../../domain/rules/legalRules';
import { RULE_UNIT_SIGN } from '../../domain/rules/ruleValueInput';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { WarningIcon } from '../common/icons';
import { TabBar } from '../common/TabBar';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { useServerRead } from '../serverState/useServerRead';
import { useMayUse } from '../session/useMayUse';
import { LegalRuleDialog } from './LegalRuleDialog';
import { SettingsBreadcrumb } from './SettingsBreadcrumb';
import { VAT_TAB, VatRatesTab } from './VatRatesTab';
import '../common/plainTable.css';

type Editing = { readonly kind: LegalRuleKind; readonly row?: LegalRule } | null;
type Tab = LegalRuleKind | typeof VAT_TAB;

/** The published source: its text, a link to it where there is one (opened outside the product). */
function Source({ row }: { row: LegalRule }) {
  if (!row.sourceUrl) return <>{row.sourceText}</>;
  return (
    <Link href={row.sourceUrl} target="_blank" rel="noopener noreferrer">
      {row.sourceText}
    </Link>
  );
}

function RuleRows({ kind, rows, mayCorrect, onCorrect }: { kind: LegalRuleKind; rows: readonly LegalRule[]; mayCorrect: boolean; onCorrect: (row: LegalRule) => void }) {
  const facts = RULE_KINDS[kind];
  if (rows.length === 0) return <Empty text={LEGAL_RULES_PAGE.noRows} />;
  return (
    <table className="nl-table" aria-label={facts.label}>
      <thead>
        <tr>
          <th scope="col">{LEGAL_RULES_PAGE.validFrom}</th>
          <th scope="col">{LEGAL_RULES_PAGE.validUntil}</th>
          <th scope="col" className="nl-num">
            {LEGAL_RULES_PAGE.value} ({RULE_UNIT_SIGN[facts.unit]})
          </th>
          <th scope="col">{LEGAL_RULES_PAGE.source}</th>
          {mayCorrect && (
            <th scope="col">
              <VisuallyHidden>{LEGAL_RULES_PAGE.correct}</VisuallyHidden>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{formatNorwegianDate(row.validFrom)}</td>
            <td>{row.validUntil === null ? LEGAL_RULES_PAGE.untilFurther : formatNorwegianDate(row.validUntil)}</td>
            <td className="nl-num">{formatRuleValue(kind, row.value)}</td>
            <td>
              <Source row={row} />
            </td>
            {mayCorrect && (
              <td>
                <Button size="small" onClick={() => onCorrect(row)} aria-label={correctRuleLabel(facts.label, formatNorwegianDate(row.validFrom))}>
                  {LEGAL_RULES_PAGE.correct}
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MissingRows({ missing }: { missing: readonly MissingLegalRule[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{LEGAL_RULES_PAGE.missingHeading}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {missing.map((m) => (
          <li key={`${m.kind}-${m.from}`}>{m.text}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * /settings/legal-rules (issue 42; part 2 §2.8 Innstillinger): the rule tables by effective date, a tab per kind,
 * newest row first, each with its published source; the rows a half-year or year has begun without; and the VAT
 * rates (?tab=VAT, VatRatesTab). Technical
 * officers add and correct rows (the contract's x-roles; the server refuses the others), everyone else reads.
 */
export function LegalRulesPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab: Tab = asked === VAT_TAB || isLegalRuleKind(asked) ? asked : 'LATE_INTEREST';
  const kind: LegalRuleKind | null = tab === VAT_TAB ? null : tab;
  const port = useLegalRules();
  const tables = useServerRead(port.tables());
  const mayAdd = useMayUse({ api: 'service', operationId: 'addLegalRule' });
  const mayCorrect = useMayUse({ api: 'service', operationId: 'correctLegalRule' });
  const [editing, setEditing] = useState<Editing>(null);
  const rows = (tables.data?.rules ?? []).filter((row) => row.kind === kind).sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1));
  const missingKinds = new Set(tables.data?.missing.map((m) => m.kind));

  const chooseTab = (next: Tab) =>
    setParams((before) => {
      const updated = new URLSearchParams(before);
      updated.set('tab', next);
      return updated;
    });

  const tabBar = (
    <TabBar
      label={LEGAL_RULES_PAGE.tabsLabel}
      value={tab}
      tabs={[
        ...LEGAL_RULE_KINDS.map((k) => ({
          value: k as Tab,
          label: (
            <span>
              {RULE_KINDS[k].label}
              {missingKinds.has(k) && (
                <>
                  {' '}
                  <WarningIcon size={16} />
                  <VisuallyHidden>{LEGAL_RULES_PAGE.tabMissing}</VisuallyHidden>
                </>
              )}
            </span>
          ),
        })),
        { value: VAT_TAB, label: VAT_RATES_PAGE.tab },
      ]}
      onChange={chooseTab}
    />
  );

  return (
    <Box>
      <SettingsBreadcrumb page={LEGAL_RULES_PAGE.title} />
      {tables.data && <MissingRows missing={tables.data.missing} />}
      {kind === null ? (
        <VatRatesTab tabBar={tabBar} />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography color="text.secondary">
              {RULE_KINDS[kind].law}
            </Typography>
            {mayAdd ? (
              <Button variant="contained" onClick={() => setEditing({ kind })} disabled={!tables.data}>
                {LEGAL_RULES_PAGE.add}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {LEGAL_RULES_PAGE.readOnly}
              </Typography>
            )}
          </Stack>
          {tabBar}
          <Box role="tabpanel" aria-label={RULE_KINDS[kind].label} sx={{ pt: 2, overflowX: 'auto' }}>
            {tables.isPending ? <Loading /> : tables.isError ? <LoadFailed /> : <RuleRows kind={kind} rows={rows} mayCorrect={mayCorrect} onCorrect={(row) => setEditing({ kind, row })} />}
          </Box>
        </>
      )}
      {editing && tables.data && (
        <LegalRuleDialog
          key={`${editing.kind}-${editing.row?.id ?? 'new'}`}
          kind={editing.kind}
          rows={tables.data.rules}
          {...(editing.row ? { correcting: editing.row } : {})}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
