// Design §16: reset and verification e-mails are limited per recipient (3 an hour), whoever asks and from
// wherever, and the answers stay identical, so the limit tells nobody whether an address has an account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/system';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limits';
import { backgroundWorkDone, createTestContext, type TTestContext } from '../../../test/test-app';
import { seedUser } from '../../../test/seed';
import { registration, unknownEmail } from '../../../test/faults/support/registration';

const PER_RECIPIENT = DEFAULT_RATE_LIMITS.mailsPerRecipient.max;

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let addressSequence = 0;
/** Each request from its own client address, as a bot network would send them. */
function newAddress(): string {
  addressSequence += 1;
  return `172.16.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
}

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: newAddress() });

const answerOf = (response: Awaited<ReturnType<typeof post>>) =>
  `${response.statusCode} ${String(response.headers['content-type'])} ${response.body}`;

async function mailsTo(email: string) {
  await backgroundWorkDone(ctx);
  return ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

describe('e-mails per recipient', () => {
  it.each([
    ['forgot-password', { status: 'APPROVED' as const, verified: true }, /Restablece tu contraseña/],
    ['resend-verification', { status: 'PENDING' as const, verified: false }, /Verifica tu correo/],
  ])(
    '%s: the 4th e-mail in an hour to one address is not sent, and every answer is the same',
    async (route, account, subject) => {
      const { user } = await seedUser(ctx, account);
      const url = `/api/auth/${route}`;
      const answers: string[] = [];
      for (let n = 0; n < PER_RECIPIENT + 3; n += 1)
        answers.push(answerOf(await post(url, { email: user.email })));
      const unknown = answerOf(await post(url, { email: unknownEmail() }));

      expect(answers[0]).toMatch(/^200 /);
      expect(new Set([...answers, unknown])).toEqual(new Set([answers[0]]));
      const sent = await mailsTo(user.email);
      expect(sent).toHaveLength(PER_RECIPIENT);
      for (const mail of sent) expect(mail.subject).toMatch(subject);
    },
  );

  it('reset and verification e-mails, and the notice of a repeated registration, share one allowance', async () => {
    const unverified = await seedUser(ctx, { status: 'PENDING', verified: false });
    await post('/api/auth/forgot-password', { email: unverified.user.email });
    await post('/api/auth/resend-verification', { email: unverified.user.email });
    await post('/api/auth/register', registration(unverified.user.email));
    await post('/api/auth/forgot-password', { email: unverified.user.email });
    await post('/api/auth/resend-verification', { email: unverified.user.email });
    expect(await mailsTo(unverified.user.email)).toHaveLength(PER_RECIPIENT);

    // Registering a taken, verified address again and again tells its owner three times, then stops.
    const verified = await seedUser(ctx);
    for (let n = 0; n < PER_RECIPIENT + 2; n += 1) {
      expect((await post('/api/auth/register', registration(verified.user.email))).statusCode).toBe(201);
    }
    const notices = await mailsTo(verified.user.email);
    expect(notices).toHaveLength(PER_RECIPIENT);
    for (const notice of notices) expect(notice.subject).toMatch(/Ya tienes una cuenta/);
  });

  it('counts each address on its own', async () => {
    const first = await seedUser(ctx);
    const second = await seedUser(ctx);
    for (let n = 0; n < PER_RECIPIENT + 1; n += 1) {
      await post('/api/auth/forgot-password', { email: first.user.email });
    }
    await post('/api/auth/forgot-password', { email: second.user.email });
    expect(await mailsTo(first.user.email)).toHaveLength(PER_RECIPIENT);
    expect(await mailsTo(second.user.email)).toHaveLength(1);
  });
});
