// A phone back online sends the sales it queued offline, one after the other in the order they
// were made, each with its moment and its key (design §14). The goal: 500 of them written in at most 10 s.

export const OFFLINE_QUEUE_SALES = 500;

/** The seconds a client takes to send `OFFLINE_QUEUE_SALES` queued sales of one product, in order, each awaited. */
export async function timeOfflineSync(
  url: (route: string) => string,
  headers: Record<string, string>,
  product: { id: string; price: number },
): Promise<number> {
  const madeFrom = Date.now() - OFFLINE_QUEUE_SALES * 10;
  const started = performance.now();
  for (let index = 0; index < OFFLINE_QUEUE_SALES; index += 1) {
    const response = await fetch(url('/sales'), {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'idempotency-key': `offline-${started}-${index}`,
      },
      body: JSON.stringify({
        items: [{ productId: product.id, quantity: 1, price: product.price }],
        status: 'PAID',
        occurredAt: new Date(madeFrom + index * 10).toISOString(),
      }),
    });
    if (response.status !== 201) throw new Error(`queued sale ${index} answered ${response.status}`);
    await response.arrayBuffer();
  }
  return (performance.now() - started) / 1000;
}
