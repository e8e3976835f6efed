import type { MachineEntry } from '../../../application/machines/machineEntry';
import { describeMachine } from '../../../application/machines/statechart';
import { layoutStatechart, type ElkLayouter, type StatechartLayout } from './layoutStatechart';

let elk: Promise<ElkLayouter> | undefined;
const layouts = new Map<string, Promise<StatechartLayout>>();

/** ELK is large; it loads with the first diagram, in a chunk of its own. */
function loadElk(): Promise<ElkLayouter> {
  return (elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK()));
}

/** A machine's laid-out diagram, computed once per machine for the life of the tab (machines do not change while it runs). */
export function layoutOf(entry: MachineEntry): Promise<StatechartLayout> {
  let layout = layouts.get(entry.id);
  if (!layout) {
    layout = loadElk().then((layouter) => layoutStatechart(describeMachine(entry.machine), layouter));
    layouts.set(entry.id, layout);
  }
  return layout;
}
