import { bundleApprovalEntry } from './entries/bundleApprovalEntry';
import { clientTerminationEntry } from './entries/clientTerminationEntry';
import { entryFormEntry } from './entries/entryFormEntry';
import { customerTypeConfirmationEntry } from './entries/customerTypeConfirmationEntry';
import { onboardingWizardEntry } from './entries/onboardingWizardEntry';
import { productionApprovalEntry } from './entries/productionApprovalEntry';
import { paymentRegistrationEntry } from './entries/paymentRegistrationEntry';
import { reminderApprovalEntry } from './entries/reminderApprovalEntry';
import { sessionEntry } from './entries/sessionEntry';
import type { MachineEntry } from './machineEntry';

/**
 * Every machine of the product, in the order the studio lists them. A machine registered here
 * appears in the studio (`/machines`), in `npm run machines:export` and in the model-based
 * coverage check; nothing else needs to know about it.
 */
export const MACHINES: readonly MachineEntry[] = [sessionEntry, bundleApprovalEntry, reminderApprovalEntry, productionApprovalEntry, customerTypeConfirmationEntry, paymentRegistrationEntry, onboardingWizardEntry, clientTerminationEntry, entryFormEntry];

export function machineEntry(id: string): MachineEntry | undefined {
  return MACHINES.find((entry) => entry.id === id);
}
