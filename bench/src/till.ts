import type pg from 'pg';

// The till's figures: the sales load runs with the big seller's till open (every sale and payment joins it, as in
// a shop), and closing a till that holds 2,000 payments is timed on its own.

export const TILL_CLOSE_PAYMENTS = 2_000;

type TPost = (path: string, body: unknown) => Promise<{ status: number; data: { id: string } }>;

/** Opens the seller's till through the app (the bench's sales then belong to it). */
export async function openTill(post: TPost): Promise<string> {
  const opened = await post('/cash-sessions', { openingFloat: { USD: 20, VES: 500 } });
  if (opened.status !== 201) throw new Error(`opening the till answered ${opened.status}`);
  return opened.data.id;
}

/**
 * A till holding `TILL_CLOSE_PAYMENTS` payments in five methods and both currencies (written in SQL: the
 * figure is the close, not the selling), closed through the app `rounds` times; the round trips in ms.
 */
export async function timeTillCloses(
  pool: pg.Pool,
  userId: string,
  post: TPost,
  rounds: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const sessionId = await openTill(post);
    await pool.query(
      `WITH receipt AS (
         UPDATE receipt_sequences SET last_number = last_number + 1 WHERE shop_id = $1 RETURNING last_number
       ), sale AS (
         INSERT INTO sales (id, shop_id, status, total, total_paid, item_count, cash_session_id, receipt_number)
         SELECT gen_random_uuid(), $1, 'PAID', $3::numeric, $3::numeric, 1, $2, receipt.last_number FROM receipt
         RETURNING id
       )
       INSERT INTO payments (id, sale_id, shop_id, amount, method, currency, amount_in_currency, exchange_rate,
                             cash_session_id)
       SELECT gen_random_uuid(), sale.id, $1, 1,
              (ARRAY['CASH', 'CASH', 'PAGO_MOVIL', 'CARD', 'ZELLE']::payment_method[])[1 + n % 5],
              (ARRAY['USD', 'VES', 'VES', 'VES', 'USD']::payment_currency[])[1 + n % 5],
              CASE WHEN n % 5 IN (1, 2, 3) THEN 245.68 ELSE 1 END,
              CASE WHEN n % 5 IN (1, 2, 3) THEN 245.6789 END,
              $2
       FROM sale, generate_series(0, $4::int - 1) AS n`,
      [userId, sessionId, TILL_CLOSE_PAYMENTS, TILL_CLOSE_PAYMENTS],
    );
    const counted = [
      { method: 'CASH', currency: 'USD', amount: 400 },
      { method: 'CASH', currency: 'VES', amount: 98_000 },
      { method: 'PAGO_MOVIL', currency: 'VES', amount: 98_272 },
      { method: 'CARD', currency: 'VES', amount: 98_272 },
      { method: 'ZELLE', currency: 'USD', amount: 400 },
    ];
    const started = performance.now();
    const closed = await post(`/cash-sessions/${sessionId}/close`, { counted });
    times.push(performance.now() - started);
    if (closed.status !== 200) throw new Error(`closing the till answered ${closed.status}`);
  }
  return times;
}

/** The bench's tills and what belongs to them go with the bench's sales (runs start from the seeded data). */
export async function removeBenchTills(pool: pg.Pool, userIds: string[]): Promise<void> {
  await pool.query(`DELETE FROM cash_sessions WHERE shop_id = ANY($1::uuid[])`, [userIds]);
}
