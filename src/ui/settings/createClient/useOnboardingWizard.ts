import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { onboardingWizardMachine } from '../../../application/onboarding/onboardingWizardMachine';
import type { ClientCreationAnswer, ClientCreationRequest } from '../../../application/ports/onboarding.port';
import { useInjection } from '../../../composition/injection';
import { TOKENS } from '../../../composition/tokens';
import { useSettingsService } from '../settingsServices';

/** Runs the wizard's machine for the page's life, creating through the onboarding port with one key per wizard. */
export function useOnboardingWizard(pendingId: string | null) {
  const onboarding = useSettingsService(TOKENS.Onboarding);
  const machine = useMemo(
    () =>
      onboardingWizardMachine.provide({
        actors: { createClient: fromPromise<ClientCreationAnswer, ClientCreationRequest>(({ input }) => onboarding.createClient(input)) },
      }),
    [onboarding],
  );
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { inspect } = useInjection(TOKENS.LiveMachines);
  const actor = useActorRef(machine, { input: { idempotencyKey, pendingId }, inspect });
  return {
    actor,
    step: useSelector(actor, (snapshot) => snapshot.value),
    issues: useSelector(actor, (snapshot) => snapshot.context.issues),
    failure: useSelector(actor, (snapshot) => snapshot.context.failure),
    created: useSelector(actor, (snapshot) => snapshot.context.created),
  };
}
