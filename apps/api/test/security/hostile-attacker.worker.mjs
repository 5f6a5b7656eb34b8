// The attacking shop, in a thread of its own: building and sending a multipart body of megabytes takes the
// sender's event loop, and the other shop's sales are timed on the test's. Plain JavaScript, so the thread needs no
// TypeScript loader. workerData: { url, token, file (bytes), filename, times, spacingMs }.
import { setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

// An attacker elsewhere does not share this machine's cores: on Linux this thread alone is lowered, so its
// encoding of megabytes does not slow the test that times the other shop's sales.
if (process.platform === 'linux') setPriority(19);

const { url, token, file, filename, times, spacingMs } = workerData;
const answers = [];
for (let time = 0; time < times; time += 1) {
  const form = new FormData();
  form.append('file', new Blob([file]), filename);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  answers.push({
    status: response.status,
    // A refused import names the file's problem first in `errors`; a dry run lists it in its answer.
    message: body.errors?.[0] ?? body.data?.errors?.[0]?.message ?? body.message ?? '',
    ms: performance.now() - started,
  });
  if (time < times - 1) await sleep(spacingMs);
}
parentPort.postMessage(answers);
