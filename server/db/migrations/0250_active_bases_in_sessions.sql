-- Issue 43: the bases in force belong to the server-side session, one place that every API's reads,
-- the badges and the SPA's base selector all take them from (part 1 §4: the shown choice and the one in
-- force are the same). Every tab of a browser shares its session, so a choice made in one holds in all.
-- NULL: nothing usable chosen, so every base the officer may use. A new session starts with the officer's
-- last choice (officer_preference.active_bases).
ALTER TABLE officer_session
  ADD COLUMN active_bases integer[] CHECK (active_bases IS NULL OR active_bases <@ ARRAY[1, 2, 3, 4, 5]);

-- Sessions open now keep what the badges counted for them: the officer's last choice.
UPDATE officer_session s SET active_bases = p.active_bases
  FROM officer_preference p
 WHERE p.officer_id = s.officer_id AND s.ended_at IS NULL;

-- Tokens no longer carry bases (the session does), so the refresh family's copy of them goes.
ALTER TABLE refresh_token_family DROP COLUMN bases;
