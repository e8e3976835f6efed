import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create();
await db.exec(`CREATE TABLE c (id bigint primary key, client_id int, nr int, name text, email text, addr text, amount_ore bigint, d date, flag boolean)`);
const N = 250000;
let t = performance.now();
const cols: unknown[][] = [[],[],[],[],[],[],[],[],[]];
for (let i = 1; i <= N; i++) { cols[0].push(i); cols[1].push(i%200); cols[2].push(i); cols[3].push('Kari Nordmann ' + i); cols[4].push('x'+i+'@example.no'); cols[5].push('Storgata ' + (i%255)); cols[6].push(i*37 % 1000000); cols[7].push('2026-01-' + String(1 + i%28).padStart(2,'0')); cols[8].push(i%2===0); }
console.log('gen', performance.now() - t);
t = performance.now();
const B = 25000;
for (let s = 0; s < N; s += B) {
  await db.query(`INSERT INTO c SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::date[], $9::boolean[])`, cols.map(c => c.slice(s, s+B)));
}
console.log('unnest 250k', performance.now() - t);
await db.exec('TRUNCATE c');
t = performance.now();
const lines: string[] = [];
for (let i = 1; i <= N; i++) lines.push([i, i%200, i, 'Kari Nordmann ' + i, 'x'+i+'@example.no', '"Storgata ' + (i%255)+'"', i*37 % 1000000, '2026-01-' + String(1 + i%28).padStart(2,'0'), i%2===0 ? 't':'f'].join(','));
const csv = lines.join('\n');
console.log('csv gen', performance.now() - t);
t = performance.now();
await db.transaction(async (tx) => { await tx.query(`COPY c FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) }); });
console.log('copy 250k', performance.now() - t, (await db.query('select count(*) from c')).rows);
