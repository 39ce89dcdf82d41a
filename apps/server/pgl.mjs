import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const t = Date.now();
const db = await PGlite.create({ extensions: { pg_trgm } });
console.log('create ms', Date.now() - t);
await db.exec('create extension if not exists pg_trgm');
console.log((await db.query("select version(), similarity('abc','abd') s")).rows);
const r = await db.query('select $1::int[] a', [[1, 2, 3]]);
console.log(r.rows);
const t2 = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t2, dump.size);
const t3 = Date.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log('load ms', Date.now() - t3);
console.log((await db2.query("select similarity('abc','abd') s")).rows);
