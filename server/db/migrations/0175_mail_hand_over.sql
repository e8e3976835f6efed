-- Issue 18, "nothing is sent twice, even when the server is killed mid-dispatch": a claimed e-mail
-- ('Sending') is either not begun (handed_over_at NULL: safe to claim again once its sender is gone) or
-- handed over to SMTP (handed_over_at set, committed just before that message's SMTP transaction starts).
-- SMTP has no two-phase commit, so a handed-over message whose sender died is not sent again: it becomes
-- 'Uncertain' (at most once), and what it delivered is marked failed for an officer to check and resend.
ALTER TABLE mail_outbox ADD COLUMN handed_over_at timestamptz;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('Pending', 'Sending', 'Sent', 'Failed', 'Uncertain'));
-- The sender's look for abandoned messages, once per batch it claims: only the few claimed ones, however many are queued.
CREATE INDEX mail_outbox_sending_idx ON mail_outbox (id) WHERE status = 'Sending';
