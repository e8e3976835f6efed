import { useMemo, useState } from 'react';
import { enabledChoices, type EventChoice } from '../../application/machines/eventChoices';
import type { MachineEntry } from '../../application/machines/machineEntry';
import { simulate, type SimulationStep } from '../../application/machines/simulation';
import type { Highlight } from './diagram/StatechartSvg';

export interface Simulation {
  readonly steps: readonly SimulationStep[];
  readonly current: SimulationStep;
  /** What can happen next; empty once the machine is done. */
  readonly choices: readonly EventChoice[];
  readonly highlight: Highlight;
  choose(choice: EventChoice): void;
  back(): void;
  reset(): void;
}

/** A machine stepped through by hand: every choice the analyst makes, replayed from the start. */
export function useSimulation(entry: MachineEntry): Simulation {
  const [chosen, setChosen] = useState<readonly EventChoice[]>([]);
  const steps = useMemo(() => simulate(entry, chosen), [entry, chosen]);
  const current = steps[steps.length - 1]!;
  return {
    steps,
    current,
    choices: enabledChoices(entry, current.snapshot),
    highlight: {
      activeStateIds: new Set(current.activeStateIds),
      visitedStateIds: new Set(steps.flatMap((step) => step.visitedStateIds)),
      takenTransitionIds: new Set(steps.flatMap((step) => step.transitionIds)),
      lastTransitionIds: new Set(current.transitionIds),
    },
    choose: (choice) => setChosen([...chosen, choice]),
    back: () => setChosen(chosen.slice(0, -1)),
    reset: () => setChosen([]),
  };
}
