// The dispatchers of the dispatch bench's move case (dispatch.bench.ts), in a process of their own as
// browsers would be: each dispatcher PATCHes its visits one after another. Answers every round trip in
// milliseconds and the failures.
const load = JSON.parse(process.argv[2]);
const all = [];
let errors = 0;
const headers = { authorization: `Bearer ${load.token}`, 'content-type': 'application/json' };
await Promise.all(
  load.dispatchers.map(async (moves) => {
    for (const m of moves) {
      const started = performance.now();
      const res = await fetch(`${load.base}/v1/dispatch/visits/${m.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify(m.body),
      });
      await res.arrayBuffer();
      all.push(performance.now() - started);
      if (res.status !== 200) errors++;
    }
  }),
);
process.send({ all, byLength: [], errors }, () => process.exit(0));
