-- Officers of the service (part 1 §3 "Officer", "Session/profile"): who may log in, with which roles and bases.
CREATE TABLE officer (
  id            integer PRIMARY KEY,
  username      text    NOT NULL UNIQUE,
  name          text    NOT NULL,
  email         text    NOT NULL,
  phone_nr      text,
  roles         text[]  NOT NULL DEFAULT '{}',
  bases         integer[] NOT NULL DEFAULT '{1,2,3,4,5}',
  password_hash text    NOT NULL,
  CONSTRAINT officer_roles_known CHECK (roles <@ ARRAY['Technical', 'Executive']::text[]),
  CONSTRAINT officer_bases_in_range CHECK (bases <@ ARRAY[1, 2, 3, 4, 5])
);
