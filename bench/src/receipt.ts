import type pg from 'pg';

// A sale's receipt PDF (design §12), made by the app for a sale of the load, timed on its own.

/** The round trips in ms of `rounds` receipts of the seller's newest sale, on 80 mm paper and on A4 in turn. */
export async function timeReceipts(
  pool: pg.Pool,
  userId: string,
  get: (route: string) => Promise<{ status: number; bytes: number }>,
  rounds: number,
): Promise<number[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM sales WHERE shop_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  const saleId = rows[0]?.id;
  if (!saleId) throw new Error('no sale to make a receipt of');
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const answer = await get(`/sales/${saleId}/receipt.pdf?paper=${round % 2 === 0 ? '80' : 'a4'}`);
    times.push(performance.now() - started);
    if (answer.status !== 200 || answer.bytes === 0) throw new Error(`the receipt answered ${answer.status}`);
  }
  return times;
}
