import ELK from 'elkjs/lib/elk-api';
import type { MachineEntry } from '../../../application/machines/machineEntry';
import { describeMachine } from '../../../application/machines/statechart';
import { layoutStatechart, type ElkLayouter, type StatechartLayout } from './layoutStatechart';

let elk: ElkLayouter | undefined;
const layouts = new Map<string, Promise<StatechartLayout>>();

/**
 * ELK is large, and its first layout takes seconds on a busy machine: it loads and runs in a Web
 * Worker of its own (elkjs's worker build, `elkLayout.worker.ts`), so the page stays responsive meanwhile.
 * The worker starts with the first diagram and serves every later one.
 */
function elkWorker(): ElkLayouter {
  return (elk ??= new ELK({ workerFactory: () => new Worker(new URL('./elkLayout.worker.ts', import.meta.url), { type: 'module', name: 'elk' }) }));
}

/** A machine's laid-out diagram, computed once per machine for the life of the tab (machines do not change while it runs). */
export function layoutOf(entry: MachineEntry): Promise<StatechartLayout> {
  let layout = layouts.get(entry.id);
  if (!layout) {
    layout = layoutStatechart(describeMachine(entry.machine), elkWorker());
    layouts.set(entry.id, layout);
  }
  return layout;
}
