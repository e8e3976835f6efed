-- A client whose end of service has passed is deactivated by the daily background job
-- 'clients.deactivate-ended' (server/clients/clientDeactivation.ts), which logs it as DEACTIVATED.
ALTER TABLE client_termination_log DROP CONSTRAINT client_termination_log_event_tag_check;
ALTER TABLE client_termination_log ADD CONSTRAINT client_termination_log_event_tag_check
  CHECK (event_tag IN ('TERMINATED', 'POSTPONED', 'REVOKED', 'REACTIVATED', 'BANKRUPT', 'DEACTIVATED'));
-- The daily job's search: active clients with an end-of-service date.
CREATE INDEX client_end_of_service_active_idx ON client (end_of_service_date) WHERE is_active AND end_of_service_date IS NOT NULL;
