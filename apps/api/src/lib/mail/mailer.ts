import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/system';
import { silentMailLog, type TMailLog, type TMailTransport, type TOutgoingMail } from './mail-transport';
import type { TMailContent } from './templates';

/** Attempts before an e-mail is given up (about a day with the backoff below); see docs/accounts.md. */
export const MAX_SEND_ATTEMPTS = 60;
/** A claimed e-mail is retried by any process after this long if its sender died mid-send. */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;

/** 5 s, 10 s, 20 s … doubling up to 30 min between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

export interface TMailer {
  /**
   * Queues an e-mail in the outbox inside the caller's transaction: it exists exactly when the change that
   * caused it was committed. Call `wake()` after the commit to send it right away.
   */
  enqueue: (tx: TDbOrTx, to: string, content: TMailContent) => Promise<void>;
  /** Asks a started sender to look at the outbox now instead of at its next tick. */
  wake: () => void;
  /** Sends every due e-mail once; answers how many went out and how many failed (to be retried). */
  sendDue: () => Promise<{ sent: number; failed: number }>;
  /** Starts the background sender (server.ts); tests may instead call sendDue. */
  start: () => void;
  /** Stops the sender and waits for a batch in flight. */
  stop: () => Promise<void>;
  transport: TMailTransport;
}

interface TClaimedRow extends Record<string, unknown> {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

export function createMailer(options: {
  db: TDb;
  transport: TMailTransport;
  now?: () => Date;
  log?: TMailLog;
  pollIntervalMs?: number;
}): TMailer {
  const { db, transport } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silentMailLog;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;

  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let inFlight: Promise<void> | null = null;
  let again = false;

  async function claimDue(): Promise<TClaimedRow[]> {
    const at = now();
    // Claiming moves next_attempt_at past a lease, so several API processes never send the same e-mail
    // twice, and no transaction stays open while SMTP talks.
    const result = await db.execute<TClaimedRow>(sql`
      UPDATE ${emailOutbox}
         SET attempts = attempts + 1,
             next_attempt_at = ${new Date(at.getTime() + CLAIM_LEASE_MS)}
       WHERE id IN (
         SELECT id FROM ${emailOutbox}
          WHERE sent_at IS NULL AND next_attempt_at <= ${at} AND attempts < ${MAX_SEND_ATTEMPTS}
          ORDER BY next_attempt_at, id
          LIMIT ${BATCH_SIZE}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, text_body, html_body, attempts`);
    return result.rows;
  }

  async function sendDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const rows = await claimDue();
      for (const row of rows) {
        const mail: TOutgoingMail = {
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        };
        try {
          await transport.send(mail);
          await db
            .update(emailOutbox)
            .set({ sentAt: now(), lastError: null })
            .where(eq(emailOutbox.id, row.id));
          sent += 1;
        } catch (error) {
          failed += 1;
          const message = error instanceof Error ? error.message : String(error);
          const attempts = Number(row.attempts);
          await db
            .update(emailOutbox)
            .set({
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
              lastError: message.slice(0, 1000),
            })
            .where(and(eq(emailOutbox.id, row.id), sql`${emailOutbox.sentAt} IS NULL`));
          const level = attempts >= MAX_SEND_ATTEMPTS ? 'error' : 'warn';
          log[level](
            { mailId: row.id, attempts, err: message },
            attempts >= MAX_SEND_ATTEMPTS
              ? 'correo descartado tras demasiados intentos'
              : 'no se pudo enviar un correo; se reintentará',
          );
        }
      }
      // A failing server would make every row fail: stop this round and wait for the next tick.
      if (rows.length < BATCH_SIZE || failed > 0) return { sent, failed };
    }
  }

  function tick(): void {
    if (!started) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = sendDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'fallo del remitente de correos'))
      .finally(() => {
        inFlight = null;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  return {
    transport,
    enqueue: async (tx, to, content) => {
      await tx.insert(emailOutbox).values({
        toAddress: to,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        nextAttemptAt: now(),
      });
    },
    wake: () => {
      if (started) setImmediate(tick);
    },
    sendDue,
    start: () => {
      if (started) return;
      started = true;
      timer = setInterval(tick, pollIntervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
      transport.close();
    },
  };
}
