-- The FTP setup of import sources (part 2 §3.8, §7.3 GET sources/{id}/ftp, GET sources/ftp/formats): the file
-- formats an FTP or SFTP source may deliver, and the server each protocol delivers to. The spec lists neither;
-- these are the formats the sources hold (CSV, XML, EHF) and our own servers, changed here by operations.
CREATE TABLE import_file_format (
  value    text    PRIMARY KEY CHECK (length(value) BETWEEN 1 AND 50),
  label    text    NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  position integer NOT NULL UNIQUE
);
INSERT INTO import_file_format (value, label, position) VALUES
  ('CSV', 'CSV (semikolonseparert)', 1),
  ('XML', 'XML', 2),
  ('EHF', 'EHF (Peppol BIS Billing)', 3);

CREATE TABLE import_ftp_server (
  source text PRIMARY KEY CHECK (source IN ('FTP', 'SFTP')),
  host   text NOT NULL CHECK (length(host) BETWEEN 1 AND 255)
);
INSERT INTO import_ftp_server (source, host) VALUES ('FTP', 'ftp.norlink.no'), ('SFTP', 'sftp.norlink.no');
