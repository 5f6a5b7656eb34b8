/**
 * The same pages, with the first one already read: a database that does not answer is then a 503 with its
 * envelope, before a status and headers have gone out, instead of a download that breaks off.
 */
export async function primed<T>(pages: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* resumed(): AsyncGenerator<T> {
    try {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return resumed();
}
