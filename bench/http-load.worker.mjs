// The HTTP load of one search bench case (search-measure.ts, measureHttp), run by autocannon in its own
// process, as a client would. Answers every latency in milliseconds, by query length too, and the failures.
import autocannon from 'autocannon';

const load = JSON.parse(process.argv[2]);
const all = [];
const byLength = new Map();
let errors = 0;
let lastLength = 0;
const result = await new Promise((resolve, reject) => {
  const tracker = autocannon(
    {
      url: load.base,
      connections: load.connections,
      duration: load.seconds,
      timeout: 30,
      headers: { authorization: `Bearer ${load.token}` },
      requests: load.requests.map((r) => ({
        method: 'GET',
        path: r.path,
        // Called synchronously just before the 'response' event of the same request: tags its latency.
        onResponse: (status) => {
          lastLength = r.queryLength;
          if (status !== 200) errors++;
        },
      })),
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
  // Our own samples rather than autocannon's histogram: fractions of a millisecond, and failures too.
  tracker.on('response', (_client, _status, _bytes, responseTime) => {
    all.push(responseTime);
    const list = byLength.get(lastLength) ?? [];
    list.push(responseTime);
    byLength.set(lastLength, list);
  });
});
errors += result.errors + result.timeouts;
process.send({ all, byLength: [...byLength], errors }, () => process.exit(0));
