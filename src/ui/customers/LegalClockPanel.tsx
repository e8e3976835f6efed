import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import type { InvoiceLegalClock } from '../../application/ports/legalRules.port';
import { useLegalRules } from '../../composition/legalRules';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { formatAmount } from '../../domain/money/formatAmount';
import { chargedOnLabel, LEGAL_CLOCK_PANEL } from '../../domain/rules/legalRuleTexts';
import { LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const kroner = (amount: number) => `${formatAmount(amount)} kr`;

/** The day the charges are computed for: the step's earliest day, or today once that has passed. */
const chargedOn = (clock: InvoiceLegalClock, earliest: string) => formatNorwegianDate(earliest > clock.today ? earliest : clock.today);

function ClockFacts({ clock }: { clock: InvoiceLegalClock }) {
  const on = clock.step !== null && clock.earliest !== null ? chargedOn(clock, clock.earliest) : null;
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Fact label={LEGAL_CLOCK_PANEL.nextStep}>{clock.stepLabel ?? LEGAL_CLOCK_PANEL.noNextStep}</Fact>
        {clock.earliest !== null && <Fact label={LEGAL_CLOCK_PANEL.earliest}>{formatNorwegianDate(clock.earliest)}</Fact>}
        {on !== null && (
          <>
            <Fact label={chargedOnLabel(LEGAL_CLOCK_PANEL.fee, on)}>{kroner(clock.fee)}</Fact>
            <Fact label={chargedOnLabel(LEGAL_CLOCK_PANEL.interest, on)}>{kroner(clock.interest)}</Fact>
            {clock.customerType === 'Business' && <Fact label={chargedOnLabel(LEGAL_CLOCK_PANEL.compensation, on)}>{kroner(clock.compensation)}</Fact>}
          </>
        )}
        <Fact label={LEGAL_CLOCK_PANEL.debtor}>{LEGAL_CLOCK_PANEL.customerType[clock.customerType]}</Fact>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {clock.reason}
      </Typography>
      {clock.law !== '' && (
        <Typography variant="body2" color="text.secondary">
          {LEGAL_CLOCK_PANEL.law}: {clock.law}
        </Typography>
      )}
    </>
  );
}

/**
 * The legal clock of an invoice (issue 42) on the invoice page: the next step, its earliest lawful day, the fee,
 * interest and (business debtors) standardkompensasjon allowed then, why, and the paragraph it rests on. The run
 * decides by the same domain function. Its own read, loaded with its own code after the page has painted.
 */
export function LegalClockPanel({ invoiceId }: { invoiceId: number }) {
  const clock = useServerRead(useLegalRules().invoiceClock(invoiceId));
  if (clock.data === null) return null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={LEGAL_CLOCK_PANEL.title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {LEGAL_CLOCK_PANEL.title}
      </Typography>
      {clock.isPending ? <Loading /> : clock.isError ? <LoadFailed /> : <ClockFacts clock={clock.data} />}
    </Paper>
  );
}
