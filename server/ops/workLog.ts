import type { Logger } from 'pino';
import type { JobReport } from '../jobs/jobRunner';
import type { MailReport } from '../mail/mailSender';
import type { Metrics } from './metrics';

/**
 * One JSON line per background job and per e-mail this instance finished with, and their counts in the
 * metrics. An e-mail line names the outbox row, never its recipient or content.
 */
export function reportJobs(log: Logger, metrics: Metrics): (report: JobReport) => void {
  return (report) => {
    metrics.jobDone(report.kind, report.outcome, report.durationMs / 1000);
    const line = { jobId: report.id, kind: report.kind, attempt: report.attempt, outcome: report.outcome, durationMs: Math.round(report.durationMs), ...(report.error ? { error: report.error } : {}) };
    if (report.outcome === 'failed') log.error(line, 'job');
    else if (report.outcome === 'retry') log.warn(line, 'job');
    else log.info(line, 'job');
  };
}

export function reportMail(log: Logger, metrics: Metrics): (report: MailReport) => void {
  return (report) => {
    metrics.mailDone(report.outcome, report.count);
    const line = {
      ...(report.id === undefined ? { count: report.count } : { mailId: report.id }),
      outcome: report.outcome,
      ...(report.attempt ? { attempt: report.attempt } : {}),
      ...(report.error ? { error: report.error } : {}),
    };
    if (report.outcome === 'failed' || report.outcome === 'uncertain') log.error(line, 'mail');
    else if (report.outcome === 'retry') log.warn(line, 'mail');
    else log.info(line, 'mail');
  };
}
