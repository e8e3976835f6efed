-- Dispatch of approved reminders (issue 19 part 6, server/reminders/reminderDispatch.ts). Approving a
-- reminder marks it WAITING in the same transaction that queues its dispatch job, so a server that dies
-- mid-run loses nothing: the job runs again and delivers what is still WAITING. The delivery row (mail
-- outbox, print_queue, network_outbox) is written in the transaction that sets SENT, so nothing is sent
-- twice. shipment_status holds the outcome in words for the archive ('Sendt', 'Feilet: <reason>').
-- Reminders decided before this (the seed's history) keep NULL: their dispatch is not the app's.
ALTER TABLE reminder ADD COLUMN dispatch_status text CHECK (dispatch_status IN ('WAITING', 'SENT', 'FAILED', 'NOSEND'));
ALTER TABLE reminder ADD CONSTRAINT reminder_dispatch_only_approved CHECK (dispatch_status IS NULL OR status = 'Sent');
CREATE INDEX reminder_dispatch_waiting_idx ON reminder (id) WHERE dispatch_status = 'WAITING';
