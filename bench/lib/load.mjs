// autocannon in a process of its own (so the load does not share the bench's event loop), for loads
// the command line cannot describe: each request takes the next of `paths` in turn (e.g. a different
// page each time, so that no read cache answers it). One argument, JSON: { base, paths, connections,
// seconds, headers }; prints autocannon's result as one line of JSON.
import autocannon from 'autocannon';

const { base, paths, connections, seconds, headers } = JSON.parse(process.argv[2]);
let sent = 0;
const result = await autocannon({
  url: base,
  connections,
  duration: seconds,
  headers,
  requests: [{ setupRequest: (request) => ({ ...request, path: paths[sent++ % paths.length] }) }],
});
console.log(JSON.stringify(result));
