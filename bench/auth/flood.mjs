// The flood of bench/auth/run.mjs, in its own process: `connections` connections sending bad sign-ins
// (a new unknown e-mail each time, a wrong password) for `seconds`, then one line of JSON.
import autocannon from 'autocannon';

const [url, connections, seconds, handshake] = process.argv.slice(2);
let sent = 0;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-app-handshake': handshake },
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ email: `flood-${++sent}@levera.test`, password: 'wrong-password' }),
      }),
    },
  ],
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  }),
);
