import { lineTotalsCents } from '@cuadre/shared/sales/line-totals';
import { formatUsd, fromCents, toCents } from '@cuadre/shared/money/money';
import { paymentUsdAmount } from '@cuadre/shared/money/payment-currency';
import { returnMoney } from '@cuadre/shared/returns/return-money';
import { returnedDiscountCents } from '@cuadre/shared/prices/discounts';
import { saleTaxOf } from '@cuadre/shared/tax/iva';
import { fitsUnit, subtractQuantities } from '@cuadre/shared/stock/quantity';
import { SERVER_MESSAGES, VALIDATION } from '@cuadre/shared/common/messages';
import type { TSaleReturn, TSaleReturnRequest } from '@cuadre/shared/returns/schemas';
import type { TTx } from '../../db/client';
import { saleReturnItems, saleReturns } from '../../db/schema/returns';
import { AppError, notFound } from '../../lib/app-error';
import { newTimeOrderedId } from '../../lib/time-ordered-id';
import { shareOpenSession } from '../till/till.repository';
import { findRateInForceAt } from '../dollar-rate/dollar-rate.repository';
import { applyPaymentToSale, lockSellerSale } from '../payments/payments.repository';
import { moneyOfSale, restockReturned, returnableItems } from './returns.repository';
import type { TActor } from '../../lib/auth/shop-scope';
import { recordAudit } from '../../lib/shop-audit';

/**
 * POST /sales/{id}/returns (design §13): some or all of a sale's lines come back. Under the sale's lock — returns
 * of one sale queue, so even at once they never take back more than was sold — each line is checked against what
 * was sold less what earlier returns took. The goods go back on the shelf unless damaged (RETURN movements); the
 * money goes back as a refund through the till open now, handed over in its method and currency (its dollars at
 * the sale's rate, else the rate in force), or as a credit that settles that much of the sale's balance. Goods of a
 * sale that still owes settle its balance first, and money goes back only for the rest, never beyond what the
 * sale took in less what earlier returns paid back (shared returnMoney). The sale's lines and total stay as they were (spec). Anything out of the rules
 * is thrown before any write, and the caller's transaction rolls back.
 */
export async function createReturn(
  tx: TTx,
  { shopId, memberId, memberName, registerId }: TActor & { memberName: string },
  saleId: string,
  request: TSaleReturnRequest,
  now: Date = new Date(),
): Promise<TSaleReturn> {
  // Locked like an instalment's sale: returns of one sale queue, each seeing what the previous ones took back.
  const sale = await lockSellerSale(tx, shopId, saleId);
  if (!sale) throw notFound(SERVER_MESSAGES.SALE_NOT_FOUND);
  const items = new Map((await returnableItems(tx, saleId)).map((item) => [item.id, item]));

  const lines = request.lines.map((line) => {
    const item = items.get(line.saleItemId);
    if (!item) throw notFound(SERVER_MESSAGES.RETURN_LINE_NOT_FOUND);
    // A line sold by the unit comes back whole; a weighed one to the gram (design §13).
    if (!fitsUnit(line.quantity, item.unit)) {
      throw new AppError(400, 'VALIDATION_ERROR', VALIDATION.wholeUnitsOnly, [VALIDATION.wholeUnitsOnly]);
    }
    const left = subtractQuantities(item.quantity, item.returned);
    if (line.quantity > left) {
      throw new AppError(
        409,
        'RETURN_EXCEEDS_SOLD',
        SERVER_MESSAGES.RETURN_EXCEEDS_SOLD(item.name, left, item.unit),
      );
    }
    // A discounted line gives back what the client paid for these units, not its list price.
    const discountCents = returnedDiscountCents(
      toCents(item.discount),
      { sold: item.quantity, returned: item.returned },
      line.quantity,
    );
    return { item, quantity: line.quantity, discount: fromCents(discountCents) };
  });
  const linesTotals = lineTotalsCents(
    lines.map(({ item, quantity, discount }) => ({
      unitPrice: item.unit_price,
      unitCost: item.unit_cost,
      quantity,
      discount,
    })),
  );
  // Its IVA as the sale charged it (decision record 032): inside the lines, or on top of them.
  const iva = sale.chargedIva
    ? saleTaxOf(
        lines.map(({ item, quantity, discount }) => ({
          taxClass: item.tax_class,
          price: item.unit_price,
          quantity,
          discount,
        })),
        { chargesIva: true, pricesIncludeIva: !sale.ivaOnTop },
      )
    : null;
  const totalCents = iva?.totalCents ?? linesTotals.totalCents;
  const { costCents } = linesTotals;
  const profitCents = linesTotals.profitCents - (iva && !sale.ivaOnTop ? iva.taxCents : 0);

  let refund: TSaleReturn['refund'] = null;
  let creditCents: number;
  const balanceCents = sale.status === 'PENDING' ? toCents(sale.total) - toCents(sale.totalPaid) : 0;
  if ('credit' in request.refund) {
    if (sale.status !== 'PENDING' || totalCents > balanceCents) {
      throw new AppError(
        400,
        'RETURN_CREDIT_EXCEEDS_BALANCE',
        SERVER_MESSAGES.RETURN_CREDIT_EXCEEDS_BALANCE(formatUsd(fromCents(Math.max(balanceCents, 0)))),
      );
    }
    creditCents = totalCents;
  } else {
    // What the sale still owes is settled first; only the rest, and no more than it took in, goes back as money.
    const { received, refunded } = await moneyOfSale(tx, saleId);
    const money = returnMoney({
      value: fromCents(totalCents),
      balance: fromCents(Math.max(balanceCents, 0)),
      received,
      refunded,
    });
    creditCents = toCents(money.credit);
    const { method, currency, amount } = request.refund;
    // Bolívares back at the rate the sale was made at; a sale without one, at today's.
    const rate =
      currency === 'VES' ? (sale.exchangeRate ?? (await findRateInForceAt(tx, now))?.rate ?? null) : null;
    const usd = paymentUsdAmount({ currency, amount, rate, balance: money.refundable });
    if (usd === null) {
      throw new AppError(409, 'DOLLAR_RATE_UNAVAILABLE', SERVER_MESSAGES.PAYMENT_NEEDS_RATE);
    }
    if (toCents(usd) > toCents(money.refundable)) {
      const limit = formatUsd(money.refundable);
      throw new AppError(
        400,
        'RETURN_REFUND_TOO_LARGE',
        toCents(money.refundable) < totalCents
          ? SERVER_MESSAGES.RETURN_REFUND_ABOVE_RECEIVED(limit)
          : SERVER_MESSAGES.RETURN_REFUND_TOO_LARGE(limit),
      );
    }
    refund = { method, currency, amountInCurrency: amount, amount: usd, exchangeRate: rate };
  }

  // The return belongs to the till open now, in this transaction like a payment: its Z report nets the goods
  // returned off the session's figures, and a refund is money out of that till (design §11).
  const cashSessionId = await shareOpenSession(tx, { shopId, registerId });
  const id = newTimeOrderedId();
  const [row] = await tx
    .insert(saleReturns)
    .values({
      id,
      shopId,
      memberId,
      saleId,
      restock: request.restock,
      total: fromCents(totalCents),
      totalCost: fromCents(costCents),
      taxLines: iva?.taxLines ?? null,
      taxTotal: fromCents(iva?.taxCents ?? 0),
      totalProfit: fromCents(profitCents),
      credit: fromCents(creditCents),
      refundMethod: refund?.method ?? null,
      refundCurrency: refund?.currency ?? null,
      refundAmountInCurrency: refund?.amountInCurrency ?? null,
      refundExchangeRate: refund?.exchangeRate ?? null,
      refundAmount: refund?.amount ?? null,
      cashSessionId,
    })
    .returning({ createdAt: saleReturns.createdAt });
  await tx.insert(saleReturnItems).values(
    lines.map(({ item, quantity, discount }) => ({
      returnId: id,
      saleItemId: item.id,
      shopId,
      productId: item.product_id,
      name: item.name,
      quantity,
      unitPrice: Number(item.unit_price),
      unitCost: item.unit_cost === null ? null : Number(item.unit_cost),
      discount,
    })),
  );
  if (request.restock) {
    await restockReturned(
      tx,
      { shopId, memberId },
      id,
      lines.flatMap(({ item, quantity }) =>
        item.product_id === null
          ? []
          : [
              {
                productId: item.product_id,
                quantity,
                unitCost: item.unit_cost === null ? null : Number(item.unit_cost),
              },
            ],
      ),
    );
  }
  if (refund) {
    await recordAudit(tx, { shopId, memberId }, 'REFUND', {
      saleId,
      returnId: id,
      method: refund.method,
      currency: refund.currency,
      amount: refund.amountInCurrency,
    });
  }
  // A credit settles that much of the balance as an instalment would (decision 017): PAID once nothing is owed.
  if (creditCents > 0) await applyPaymentToSale(tx, saleId, fromCents(creditCents), 0);

  return {
    id,
    saleId,
    restock: request.restock,
    total: fromCents(totalCents),
    credit: fromCents(creditCents),
    refund,
    cashSessionId,
    lines: lines.map(({ item, quantity }) => ({
      saleItemId: item.id,
      productId: item.product_id,
      name: item.name,
      quantity,
      unit: item.unit,
      unitPrice: Number(item.unit_price),
    })),
    createdAt: (row?.createdAt ?? now).toISOString(),
    memberId,
    memberName,
  };
}
