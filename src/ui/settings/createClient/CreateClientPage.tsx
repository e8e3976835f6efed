import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import type { PendingClient } from '../../../application/ports/pendingClients.port';
import { TOKENS } from '../../../composition/tokens';
import { isoText } from '../../../domain/dates/calendarDay';
import { osloClock } from '../../../domain/dates/osloClock';
import {
  COMPANY_STEP_FIELDS,
  newClientDefaults,
  validateNewClient,
  WIZARD_STEP_LABELS,
  WIZARD_STEPS,
  type NewClientValues,
} from '../../../domain/onboarding/newClient';
import { PENDING_CLIENT_NOT_FOUND } from '../../../domain/settings/pendingClients';
import { clientPath } from '../../app/paths';
import { UnsavedChangesDialog } from '../../common/forms/UnsavedChangesDialog';
import { useDomainForm } from '../../common/forms/useDomainForm';
import { LoadFailed, Loading } from '../../common/ReadStates';
import { useServerRead } from '../../serverState/useServerRead';
import { SettingsBreadcrumb } from '../SettingsBreadcrumb';
import { useSettingsService } from '../settingsServices';
import { useOnboardingWizard } from './useOnboardingWizard';
import { CompanyStep, PricesStep, ServiceStep, SettingsStep, SubscriptionStep } from './WizardSteps';

const PAGE_TITLE = 'Opprett klient';

function Wizard({ initial, pendingId }: { initial: NewClientValues; pendingId: string | null }) {
  const { form, guard } = useDomainForm<NewClientValues>({ defaultValues: initial, validate: validateNewClient });
  const { actor, step, issues, failure, created } = useOnboardingWizard(pendingId);
  const nextNumbers = useServerRead(useSettingsService(TOKENS.Onboarding).nextClientNumbers());
  const agencies = useServerRead(useSettingsService(TOKENS.CollectionAgencies).agencies());
  const lookups = useSettingsService(TOKENS.RegisterLookups);

  // The machine's reasons (a jump after 'Opprett', or the server's refusal) on their fields.
  useEffect(() => {
    for (const issue of issues) form.setError(issue.field, { type: 'wizard', message: issue.message });
  }, [issues, form]);
  const navigate = useNavigate();
  // A created client opens its own page (part 2 §2.10); the guard lets the wizard go first.
  useEffect(() => {
    if (!created) return;
    guard.release();
    void navigate(clientPath(created.id), { replace: true });
  }, [created, guard, navigate]);

  if (created) return <Loading />;
  const stepIndex = WIZARD_STEPS.indexOf(step as (typeof WIZARD_STEPS)[number]);
  const creating = step === 'creating' || step === 'refused';
  const next = async () => {
    if (step === 'company') await form.trigger([...COMPANY_STEP_FIELDS]);
    actor.send({ type: 'NEXT', values: form.getValues() });
  };
  const submit = async () => {
    await form.trigger();
    actor.send({ type: 'SUBMIT', values: form.getValues() });
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} sx={{ maxWidth: 720 }}>
      {/* The five steps wrap onto a second line on a phone rather than widening the page (issue 43). */}
      <Stepper activeStep={stepIndex} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        {WIZARD_STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{WIZARD_STEP_LABELS[name]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {nextNumbers.isPending || agencies.isPending ? (
        <Loading />
      ) : nextNumbers.isError || agencies.isError ? (
        <LoadFailed />
      ) : (
        <Box role="group" aria-label={WIZARD_STEP_LABELS[WIZARD_STEPS[Math.max(stepIndex, 0)]!]}>
          {step === 'company' && <CompanyStep form={form} nextNumbers={nextNumbers.data} lookups={lookups} />}
          {step === 'settings' && <SettingsStep form={form} />}
          {step === 'service' && <ServiceStep form={form} agencies={agencies.data} />}
          {step === 'prices' && <PricesStep form={form} />}
          {(step === 'subscription' || creating) && <SubscriptionStep form={form} />}
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {stepIndex > 0 && (
          <Button onClick={() => actor.send({ type: 'BACK' })} disabled={creating}>
            Tilbake
          </Button>
        )}
        {step === 'subscription' || creating ? (
          <Button variant="contained" onClick={() => void submit()} disabled={creating}>
            Opprett
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void next()}>
            Neste
          </Button>
        )}
      </Stack>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Box>
  );
}

/** The wizard's starting values: §9's defaults, and the registration's when approving one. */
function FromPending({ pendingId, today }: { pendingId: string; today: string }) {
  const pending = useServerRead(useSettingsService(TOKENS.PendingClients).pendingClient(pendingId));
  // Taken once: creating the client removes the registration, and the refreshed read must not unmount the wizard.
  const [initial, setInitial] = useState<NewClientValues | null>(null);
  if (initial === null && pending.data) setInitial(newClientDefaults(today, pending.data satisfies PendingClient));
  if (initial) return <Wizard initial={initial} pendingId={pendingId} />;
  if (pending.isPending) return <Loading />;
  if (pending.isError) return <LoadFailed />;
  return <Alert severity="warning">{PENDING_CLIENT_NOT_FOUND}</Alert>;
}

/** /settings/create-client/ (part 2 §2.10): the onboarding wizard, from scratch or from a pending registration (?pendingId=). */
export function CreateClientPage() {
  const pendingId = useSearchParams()[0].get('pendingId');
  const today = isoText(osloClock(new Date()));
  return (
    <Box>
      <SettingsBreadcrumb page={PAGE_TITLE} />
      {pendingId ? <FromPending pendingId={pendingId} today={today} /> : <Wizard initial={newClientDefaults(today)} pendingId={null} />}
    </Box>
  );
}
