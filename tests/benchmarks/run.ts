/**
 * `npm run bench`: runs every benchmark (or those whose name contains the first argument) and
 * prints one table. Exits non-zero when a figure misses its target.
 */
import { api } from './api.bench';
import { bundle } from './bundle.bench';
import { clientPage } from './clientPage.bench';
import { confirmCustomerPage } from './confirmCustomerPage.bench';
import { customerPages } from './customerPages.bench';
import { debtCollection } from './debtCollection.bench';
import { evidensia } from './evidensia.bench';
import { benchNotes, printTable, type Benchmark, type Figure } from './harness';
import { journalNumber } from './journalNumber.bench';
import { legalRules } from './legalRules.bench';
import { mailSender } from './mailSender.bench';
import { newTab } from './newTab.bench';
import { paymentsAndCustomerTypes } from './paymentsAndCustomerTypes.bench';
import { production } from './production.bench';
import { productionDispatch } from './productionDispatch.bench';
import { productionStats } from './productionStats.bench';
import { registrationBenches } from './registration.bench';
import { reminders } from './reminders.bench';
import { reminderRun } from './reminderRun.bench';
import { scaleOut } from './scaleOut.bench';
import { searchKeystroke } from './searchKeystroke.bench';
import { sessionCheck } from './sessionCheck.bench';
import { startup } from './startup.bench';

const benchmarks: Benchmark[] = [startup, bundle, debtCollection, reminders, production, ...api, ...searchKeystroke, ...sessionCheck, ...paymentsAndCustomerTypes, ...evidensia, confirmCustomerPage, customerPages, newTab, ...clientPage, ...productionStats, journalNumber, ...registrationBenches, ...productionDispatch, ...mailSender, reminderRun, scaleOut, legalRules];

const filter = process.argv[2];
const results: { benchmark: string; figure: Figure }[] = [];
for (const benchmark of benchmarks.filter((b) => !filter || b.name.includes(filter))) {
  console.error(`running: ${benchmark.name}`);
  try {
    for (const figure of await benchmark.run()) results.push({ benchmark: benchmark.name, figure });
  } catch (error) {
    // One broken benchmark still leaves the others' figures, and fails the run.
    benchNotes.push(`${benchmark.name} failed: ${String(error).slice(0, 500)}`);
    results.push({ benchmark: benchmark.name, figure: { name: 'failed to run', value: Number.NaN, unit: '', target: 0 } });
  }
}
printTable(results);
for (const note of benchNotes) console.log(`note: ${note}`);
// NaN (a figure that could not be measured) fails too.
if (results.some(({ figure }) => figure.target !== undefined && !(figure.value <= figure.target))) process.exitCode = 1;
