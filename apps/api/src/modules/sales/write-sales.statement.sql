WITH input AS (
      SELECT s.*
      FROM unnest($1::uuid[], $2::uuid[], $3::uuid[],
                  $4::uuid[], $5::uuid[],
                  $6::uuid[], $7::sale_status[],
                  $8::numeric[], $9::numeric[],
                  $10::numeric[], $11::numeric[],
                  $12::int[], $13::payment_method[],
                  $14::text[], $15::text[],
                  $16::numeric[], $17::date[],
                  $18::numeric[], $19::payment_currency[],
                  $20::numeric[], $21::timestamptz[],
                  $22::date[], $23::numeric[],
                  $24::uuid[], $25::numeric[],
                  $26::jsonb[], $27::jsonb[],
                  $28::numeric[], $29::boolean[],
                  $30::boolean[], $31::text[],
                  $32::text[], $33::text[], $34::jsonb[])
           WITH ORDINALITY
           AS s(sale_id, shop_id, member_id, register_id, client_id, open_account_id, status, total, total_paid, total_cost,
                total_profit, item_count, payment_method, reference_number, seller_name, exchange_rate,
                exchange_rate_date, igtf_total, change_currency, change_amount, occurred_at, due_date,
                exchange_rate_eur, price_list_id, discount_total, discounts, tax_lines, tax_total, iva_on_top,
                has_claim, route, key, request_hash, answer, sale_number)
    ), wanted AS (
      SELECT v.sale_number, s.shop_id, v.id, v.quantity, v.name, v.cost, v.unit, v.tax_class
      FROM unnest($35::int[], $36::uuid[],
                  $37::numeric[], $38::text[],
                  $39::numeric[], $40::product_unit[],
                  $41::tax_class[])
           AS v(sale_number, id, quantity, name, cost, unit, tax_class)
      JOIN input AS s ON s.sale_number = v.sale_number
    ), locked AS (
      SELECT p.id, p.shop_id, p.name, p.cost, p.unit, p.tax_class
      FROM (SELECT DISTINCT shop_id, id FROM wanted) AS w
      JOIN products AS p ON p.id = w.id AND p.shop_id = w.shop_id
      WHERE p.deleted_at IS NULL
      ORDER BY p.id
      FOR UPDATE OF p
    ), stale AS (
      SELECT DISTINCT w.sale_number
      FROM wanted AS w
      LEFT JOIN locked AS l
        ON l.id = w.id AND l.shop_id = w.shop_id AND l.name = w.name AND l.cost = w.cost AND l.unit = w.unit
           AND l.tax_class = w.tax_class
      WHERE l.id IS NULL
    ), fresh AS (
      SELECT s.*
      FROM input AS s
      WHERE s.sale_number NOT IN (SELECT sale_number FROM stale)
    ), taken AS (
      -- Retries of sales already written: their key is stored, so they write nothing and replay its answer. A
      -- key claimed meanwhile by a request still running is not seen here: the claim below then fails the
      -- statement (23505), which writes nothing, not even numbers, and the caller replays.
      SELECT s.sale_number
      FROM fresh AS s
      JOIN idempotency_keys AS k ON k.shop_id = s.shop_id AND k.route = s.route AND k.key = s.key
      WHERE s.has_claim
    ), open AS (
      SELECT s.*
      FROM fresh AS s
      WHERE s.sale_number NOT IN (SELECT sale_number FROM taken)
    ), till AS (
      -- The open till of the sale's register, if any (design §11): the sale and its payments belong to it.
      -- Share-locked, so a close waits for this statement, and a statement that waited for a close sees the
      -- till closed: a payment lands in one session, never in a closed one.
      SELECT c.shop_id, c.register_id, c.id
      FROM cash_sessions AS c
      WHERE c.register_id IN (SELECT DISTINCT register_id FROM open) AND c.status = 'OPEN'
      FOR SHARE OF c
    ), sequence AS (
      -- Each seller's receipt numbers (design §12): the row's lock orders the seller's writes, in user order so
      -- that two statements of several sellers queue instead of deadlocking.
      INSERT INTO receipt_sequences AS q (shop_id, last_number)
      SELECT shop_id, count(*) FROM open GROUP BY shop_id ORDER BY shop_id
      ON CONFLICT (shop_id) DO UPDATE SET last_number = q.last_number + excluded.last_number
      -- The instant once the row is the statement's: a seller's later numbers get later instants.
      RETURNING q.shop_id, q.last_number, clock_timestamp() AS at
    ), written AS (
      SELECT s.*, t.id AS cash_session_id,
             q.last_number - count(*) OVER seller + row_number() OVER (seller ORDER BY s.sale_number)
               AS receipt_number,
             q.at + (row_number() OVER (seller ORDER BY s.sale_number) - 1) * interval '1 microsecond'
               AS written_at
      FROM open AS s
      JOIN sequence AS q ON q.shop_id = s.shop_id
      LEFT JOIN till AS t ON t.register_id = s.register_id AND t.shop_id = s.shop_id
      WINDOW seller AS (PARTITION BY s.shop_id)
    ), numbered AS (
      -- A sale made offline (design §14) is dated when it was made and records its arrival; its number and till
      -- are its arrival's, and its stock moved at its arrival (the kardex stays in the order stock changed).
      SELECT w.*, coalesce(w.occurred_at, w.written_at) AS created_at,
             CASE WHEN w.occurred_at IS NOT NULL THEN w.written_at END AS received_at,
             to_char(coalesce(w.occurred_at, w.written_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
               AS iso,
             CASE WHEN w.occurred_at IS NOT NULL
                  THEN to_char(w.written_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END
               AS received_iso
      FROM written AS w
    ), answered AS (
      -- The answer { data: sale }: the sale as planned, completed by key with what only this statement knows,
      -- its payments each with the sale's instant, in their order.
      SELECT s.sale_number, s.has_claim, s.shop_id, s.route, s.key, s.request_hash,
             jsonb_build_object('data', s.answer || jsonb_build_object(
               'createdAt', s.iso,
               'payments', (SELECT coalesce(jsonb_agg(p.payment || jsonb_build_object('createdAt', s.iso)
                                                      ORDER BY p.ordinal), '[]')
                            FROM jsonb_array_elements(s.answer -> 'payments') WITH ORDINALITY
                                 AS p(payment, ordinal)),
               'cashSessionId', s.cash_session_id,
               'receiptNumber', s.receipt_number,
               'receivedAt', s.received_iso))::text AS body
      FROM numbered AS s
    ), claim AS (
      INSERT INTO idempotency_keys (shop_id, route, key, request_hash, status_code, response_body)
      SELECT s.shop_id, s.route, s.key, s.request_hash, 201, s.body
      FROM answered AS s
      WHERE s.has_claim
      RETURNING shop_id
    ), stock AS (
      UPDATE products AS p
      SET quantity = p.quantity - w.quantity, updated_at = now()
      FROM (SELECT w.shop_id, w.id, sum(w.quantity) AS quantity
            FROM wanted AS w JOIN open AS s ON s.sale_number = w.sale_number
            GROUP BY w.shop_id, w.id) AS w
      WHERE p.id = w.id AND p.shop_id = w.shop_id
      RETURNING p.id, p.quantity
    ), moved AS (
      INSERT INTO stock_movements (id, shop_id, member_id, product_id, kind, quantity, stock_after, unit_cost,
                                   reason, note, document_id, created_at)
      SELECT gen_random_uuid(), c.shop_id::uuid, c.member_id::uuid, c.product_id::uuid,
             'SALE'::stock_movement_kind,
             c.quantity::numeric,
             c.stock::numeric - coalesce(sum(c.quantity::numeric) OVER (PARTITION BY c.product_id ORDER BY c.ordinal
                                                                       ROWS BETWEEN 1 FOLLOWING
                                                                       AND UNBOUNDED FOLLOWING), 0),
             c.unit_cost::numeric, c.reason::text, c.note::text, c.document_id::uuid, c.created_at::timestamptz
      FROM (
        SELECT w.shop_id, n.member_id, w.id AS product_id, -w.quantity AS quantity, t.quantity AS stock,
               w.cost AS unit_cost,
               n.sale_id AS document_id, NULL AS reason, NULL AS note, n.written_at AS created_at,
               w.sale_number AS ordinal
        FROM wanted AS w
        JOIN numbered AS n ON n.sale_number = w.sale_number
        JOIN stock AS t ON t.id = w.id) AS c
    ), sale AS (
      INSERT INTO sales (id, shop_id, member_id, client_id, open_account_id, status, total, total_paid,
                         total_cost, total_profit, item_count, payment_method, reference_number, seller_name, exchange_rate,
                         exchange_rate_date, igtf_total, change_currency, change_amount, cash_session_id,
                         receipt_number, created_at, received_at, due_date, exchange_rate_eur, price_list_id,
                         discount_total, discounts, tax_lines, tax_total, iva_on_top)
      SELECT s.sale_id, s.shop_id, s.member_id, s.client_id, s.open_account_id, s.status, s.total, s.total_paid,
             s.total_cost, s.total_profit, s.item_count, s.payment_method, s.reference_number, s.seller_name,
             s.exchange_rate, s.exchange_rate_date, s.igtf_total, s.change_currency, s.change_amount,
             s.cash_session_id, s.receipt_number, s.created_at, s.received_at, s.due_date, s.exchange_rate_eur,
             s.price_list_id, s.discount_total, s.discounts, s.tax_lines, s.tax_total, s.iva_on_top
      FROM numbered AS s
      RETURNING id
    ), lines AS (
      INSERT INTO sale_items (id, sale_id, shop_id, product_id, name, quantity, unit, unit_price, unit_cost, discount,
                              tax_class)
      SELECT l.id, s.sale_id, s.shop_id, l.product_id, l.name, l.quantity, l.unit, l.unit_price, l.unit_cost,
             l.discount, l.tax_class
      FROM unnest($42::int[], $43::uuid[], $44::uuid[],
                  $45::text[], $46::numeric[],
                  $47::product_unit[], $48::numeric[],
                  $49::numeric[], $50::numeric[],
                  $51::tax_class[])
           AS l(sale_number, id, product_id, name, quantity, unit, unit_price, unit_cost, discount, tax_class)
      JOIN open AS s ON s.sale_number = l.sale_number
      RETURNING id
    ), payment AS (
      -- Its payments as handed over, at the sale's instant (time-ordered ids keep their order).
      INSERT INTO payments (id, sale_id, shop_id, member_id, amount, method, reference_number, currency,
                            amount_in_currency, exchange_rate, igtf_amount, cash_session_id, created_at)
      SELECT p.id, s.sale_id, s.shop_id, s.member_id, p.amount, p.method, p.reference_number, p.currency,
             p.amount_in_currency, p.exchange_rate, p.igtf_amount, s.cash_session_id, s.created_at
      FROM unnest($52::int[], $53::uuid[],
                  $54::payment_method[], $55::payment_currency[],
                  $56::numeric[], $57::numeric[],
                  $58::numeric[], $59::numeric[],
                  $60::text[])
           AS p(sale_number, id, method, currency, amount_in_currency, exchange_rate, amount, igtf_amount,
                reference_number)
      JOIN numbered AS s ON s.sale_number = p.sale_number
      RETURNING id
    )
    SELECT s.sale_number, f.sale_number IS NULL AS stale, a.body AS answer
    FROM input AS s
    LEFT JOIN fresh AS f ON f.sale_number = s.sale_number
    LEFT JOIN answered AS a ON a.sale_number = s.sale_number
    ORDER BY s.sale_number
