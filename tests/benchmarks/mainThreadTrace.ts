import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** Thread (CPU) time of the event, µs: what it cost, whatever else the machine was doing. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** A main-thread task of the page: its wall time and its CPU time, ms. */
export interface MainThreadTask {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/**
 * The renderer main thread's tasks while `action` runs, from a Chromium trace. The long-task observer
 * gives wall time, which on a loaded machine includes the time the thread waited for a core; the trace's
 * thread time says what each task cost, so a figure taken beside other work can still be read.
 */
export async function mainThreadTasks(browser: Browser, page: Page, action: () => Promise<void>): Promise<MainThreadTask[]> {
  // BENCH_TRACE_CATEGORIES adds others, e.g. toplevel,cc,viz to see the compositor's and the raster threads' share.
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? [])];
  await browser.startTracing(page, { categories });
  let trace: Buffer;
  try {
    await action();
  } finally {
    trace = await browser.stopTracing();
  }
  // To read where a task's time went (chrome://tracing or the DevTools performance panel).
  if (process.env.BENCH_TRACE_FILE) fs.writeFileSync(process.env.BENCH_TRACE_FILE, trace);
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid));
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mainThreads.has(e.tid) && e.dur !== undefined && e.tdur !== undefined);
  // The busiest renderer is the page's (a browser may keep others, e.g. for its own UI).
  const busiest = [...mainThreads].map((tid) => ({ tid, cpu: tasks.filter((t) => t.tid === tid).reduce((sum, t) => sum + t.tdur!, 0) })).sort((a, b) => b.cpu - a.cpu)[0];
  return tasks.filter((t) => t.tid === busiest?.tid).map((t) => ({ wallMs: t.dur! / 1000, cpuMs: t.tdur! / 1000 }));
}
