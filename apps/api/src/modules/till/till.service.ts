import { todayInZone } from '@cuadre/shared/common/dates';
import { fromBigCents, roundMoney, toBigCents } from '@cuadre/shared/money/money';
import { CASH_LINES, compareTillLines, tillLineKey, tillLineLabel } from '@cuadre/shared/till/till';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type {
  TCashMovement,
  TCashMovementRequest,
  TCashSession,
  TCashSessionCloseRequest,
  TCashSessionLine,
  TCashSessionListItem,
  TCashSessionListResponse,
  TCashSessionOpenRequest,
  TWithoutTill,
} from '@cuadre/shared/till/schemas';
import type { TDb, TDbOrTx } from '../../db/client';
import { refusalOf } from '../../db/pg-error';
import { AppError, notFound } from '../../lib/app-error';
import { listEnvelope, type TPage } from '../../lib/pagination';
import { zonedDayEnd, zonedDayStart } from '../stats/zoned-days';
import {
  closedLinesBySession,
  expectedLinesBySession,
  findOpenSession,
  findSellerSession,
  findSessionPage,
  insertMovement,
  insertOpenSession,
  listMovements,
  lockSellerSession,
  paymentsWithoutTill,
  sessionSummaries,
  writeClose,
  sessionByMember,
  type TCashSessionRow,
  type TExpectedLine,
} from './till.repository';
import type { TActor, TShopId } from '../../lib/auth/shop-scope';
import { recordAudit } from '../../lib/shop-audit';
import { tillRegisterOf } from '../shop/registers';

// The till — el cuadre de caja (design §11). A session is the seller's only: another seller's is a 404.

const notFoundSession = () => notFound(SERVER_MESSAGES.CASH_SESSION_NOT_FOUND);
const closedSession = () => new AppError(409, 'CASH_SESSION_CLOSED', SERVER_MESSAGES.CASH_SESSION_CLOSED);

/** POST /cash-sessions: a second open till is refused by the database's partial unique index, whatever races. */
export async function openSession(
  db: TDb,
  actor: Pick<TActor, 'shopId' | 'registerId' | 'memberId'>,
  request: TCashSessionOpenRequest,
): Promise<TCashSession> {
  const registerId = await tillRegisterOf({ db }, actor, request.registerId);
  try {
    const row = await insertOpenSession(db, {
      shopId: actor.shopId,
      registerId,
      openedBy: actor.memberId,
      openingFloatUsd: request.openingFloat.USD,
      openingFloatVes: request.openingFloat.VES,
    });
    return await sessionView(db, row);
  } catch (error) {
    if (refusalOf(error) === 'till-already-open') {
      throw new AppError(409, 'CASH_SESSION_OPEN', SERVER_MESSAGES.CASH_SESSION_ALREADY_OPEN);
    }
    throw error;
  }
}

/** GET /cash-sessions/current: the register's open till with what should be in it now, or null. */
export async function currentSession(
  db: TDb,
  actor: Pick<TActor, 'shopId' | 'registerId'>,
  named: string | undefined,
): Promise<TCashSession | null> {
  const registerId = await tillRegisterOf({ db }, actor, named);
  const row = await findOpenSession(db, { shopId: actor.shopId, registerId });
  return row ? sessionView(db, row) : null;
}

export async function getSession(db: TDb, shopId: TShopId, sessionId: string): Promise<TCashSession> {
  const row = await findSellerSession(db, shopId, sessionId);
  if (!row) throw notFoundSession();
  return sessionView(db, row);
}

export async function listSessions(db: TDb, shopId: TShopId, page: TPage): Promise<TCashSessionListResponse> {
  const { rows, total } = await findSessionPage(db, shopId, page);
  return listEnvelope(await sessionListItems(db, rows), page, total);
}

/** GET /cash-sessions/without-till: a day's payments "sin caja", in counting order; today in the seller's zone. */
export async function withoutTill(
  db: TDb,
  seller: { shopId: TShopId; timeZone: string },
  date: string | undefined,
): Promise<TWithoutTill> {
  const day = date ?? todayInZone(seller.timeZone);
  const { count, lines } = await paymentsWithoutTill(db, seller.shopId, {
    start: zonedDayStart(day, seller.timeZone),
    end: zonedDayEnd(day, seller.timeZone),
  });
  return {
    date: day,
    paymentsCount: count,
    lines: lines.map((line) => ({ ...line, amount: roundMoney(line.amount) })).sort(compareTillLines),
  };
}

/** POST /cash-sessions/{id}/movements: only into an open till, under its lock (a close cannot cross it). */
export async function addMovement(
  db: TDb,
  { shopId, memberId }: TActor,
  sessionId: string,
  request: TCashMovementRequest,
): Promise<TCashMovement> {
  return db.transaction(async (tx) => {
    const session = await lockSellerSession(tx, shopId, sessionId);
    if (!session) throw notFoundSession();
    if (session.status !== 'OPEN') throw closedSession();
    return toMovementView(
      await insertMovement(tx, { ...request, cashSessionId: session.id, shopId, memberId }),
    );
  });
}

/**
 * POST /cash-sessions/{id}/close, in one transaction: the session is locked first, so payments being recorded
 * finish before the expected amounts are read, and those that wait see it closed ("sin caja"). Every expected
 * line must be counted; a counted line with nothing expected is kept (expected 0).
 */
export async function closeSession(
  db: TDb,
  actor: TActor,
  sessionId: string,
  request: TCashSessionCloseRequest,
): Promise<TCashSession> {
  const { shopId } = actor;
  const closed = await db.transaction(async (tx) => {
    const session = await lockSellerSession(tx, shopId, sessionId);
    if (!session) throw notFoundSession();
    if (session.status !== 'OPEN') throw closedSession();
    const expected = withCashLines((await expectedLinesBySession(tx, [session.id])).get(session.id) ?? []);
    const counted = new Map(request.counted.map((line) => [tillLineKey(line), line.amount]));
    const missing = expected.find((line) => !counted.has(tillLineKey(line)));
    if (missing) {
      const message = SERVER_MESSAGES.CASH_COUNT_MISSING(tillLineLabel(missing));
      throw new AppError(400, 'VALIDATION_ERROR', message, [message]);
    }
    const expectedByKey = new Map(expected.map((line) => [tillLineKey(line), line.expected]));
    const lines = request.counted.map((line) => ({
      method: line.method,
      currency: line.currency,
      expected: expectedByKey.get(tillLineKey(line)) ?? '0',
      counted: line.amount,
    }));
    const differences = lines
      .map((line) => ({
        method: line.method,
        currency: line.currency,
        difference: fromBigCents(toBigCents(line.counted) - toBigCents(line.expected)),
      }))
      .filter((line) => line.difference !== 0);
    if (differences.length > 0) {
      await recordAudit(tx, actor, 'TILL_DIFFERENCE', { sessionId: session.id, lines: differences });
    }
    return writeClose(tx, session.id, lines, request.notes ?? null, actor.memberId);
  });
  return sessionView(db, closed);
}

/** The expected lines with cash in both currencies always present, in counting order. */
function withCashLines(lines: TExpectedLine[]): TExpectedLine[] {
  const keys = new Set(lines.map(tillLineKey));
  const all = [
    ...lines,
    ...CASH_LINES.filter((line) => !keys.has(tillLineKey(line))).map((line) => ({ ...line, expected: '0' })),
  ];
  return all.sort(compareTillLines);
}

async function sessionView(db: TDbOrTx, row: TCashSessionRow): Promise<TCashSession> {
  const [[item], movements, byMember] = await Promise.all([
    sessionListItems(db, [row]),
    listMovements(db, row.id),
    sessionByMember(db, row.id),
  ]);
  if (!item) throw new Error('a session without its view');
  return { ...item, movements: movements.map(toMovementView), byMember };
}

/**
 * Sessions as the history lists them: their lines (expected while open, counted once closed) and figures read for
 * all of them at once, three queries whatever the page's size.
 */
async function sessionListItems(
  db: TDbOrTx,
  rows: readonly TCashSessionRow[],
): Promise<TCashSessionListItem[]> {
  const idsOf = (status: TCashSessionRow['status']) =>
    rows.filter((row) => row.status === status).map((row) => row.id);
  const [expected, counted, summaries] = await Promise.all([
    expectedLinesBySession(db, idsOf('OPEN')),
    closedLinesBySession(db, idsOf('CLOSED')),
    sessionSummaries(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const summary = summaries.get(row.id);
    if (!summary) throw new Error('a session without its figures');
    return {
      id: row.id,
      registerId: row.registerId,
      registerName: row.registerName,
      openedBy: row.openedByName,
      closedBy: row.closedByName,
      status: row.status,
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
      openingFloat: { USD: row.openingFloatUsd, VES: row.openingFloatVes },
      lines:
        row.status === 'OPEN'
          ? openLines(expected.get(row.id) ?? [])
          : countedLines(counted.get(row.id) ?? []),
      notes: row.notes,
      summary,
    };
  });
}

function openLines(expected: TExpectedLine[]): TCashSessionLine[] {
  return withCashLines(expected).map((line) => ({
    method: line.method,
    currency: line.currency,
    expected: roundMoney(line.expected),
    counted: null,
    difference: null,
  }));
}

function countedLines(rows: readonly TCashSessionLine[]): TCashSessionLine[] {
  return rows
    .map((line) => ({
      method: line.method,
      currency: line.currency,
      expected: line.expected,
      counted: line.counted,
      difference: line.difference,
    }))
    .sort(compareTillLines);
}

function toMovementView(row: Awaited<ReturnType<typeof listMovements>>[number]): TCashMovement {
  return {
    id: row.id,
    type: row.type,
    currency: row.currency,
    amount: row.amount,
    reason: row.reason,
    expenseId: row.expenseId,
    createdAt: row.createdAt.toISOString(),
    memberId: row.memberId,
    memberName: row.memberName,
  };
}
