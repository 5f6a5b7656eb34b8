import net from 'node:net';

// The kernel hands out ports from 32768 up (ip_local_port_range) to listen(0) and to every outgoing connection:
// a port found that way and left closed until a child server binds it can meanwhile be given to that child's own
// embedded PostgreSQL, which is how a crash test once failed with EADDRINUSE. Ports below the range are handed out
// only by choice, so a random free one there stays free until the child binds it.
const FIRST = 20_000;
const LAST = 32_767;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port, outside the kernel's ephemeral range, for a server this test starts later. */
export async function findListenPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}
