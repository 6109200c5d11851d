// A stand-in for server/front/renderWorker.ts: it answers with its process id, after `?wait=` ms when
// asked, and leaves with the front server; given `stop-at-once` it stops before it answers.
const { createServer } = require('node:http');

if (process.argv[2] === 'stop-at-once') process.exit(3);

const server = createServer((request, response) => {
  const wait = Number(new URL(request.url, 'http://localhost').searchParams.get('wait') ?? 0);
  setTimeout(() => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ pid: process.pid, url: request.url }));
  }, wait);
});
server.listen(0, '127.0.0.1', () => process.send({ ready: server.address().port }));
process.on('disconnect', () => process.exit(0));
