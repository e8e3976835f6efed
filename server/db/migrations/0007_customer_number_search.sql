-- Customer number search (part 1 §2, part 2 customer pickers): "12" finds 12, 120–129, 1200–1299, ...
-- in number order. The search reads these as number ranges (server/search/numberPrefix.ts), which stop
-- after the first rows in order; the text-prefix index of 0004 had to read and sort every match.
-- Within a client the ranges use the unique (client_id, nr) index; over all clients this one.
DROP INDEX customer_client_nr_prefix_idx;
CREATE INDEX customer_nr_idx ON customer (nr, client_id);
