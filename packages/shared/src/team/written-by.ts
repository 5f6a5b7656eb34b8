import { z } from 'zod';

/**
 * Who wrote a sale, payment, return, till movement or expense (decision record 029): the member's id and name as
 * the shop knows them now (null for a member since removed). Optional: answers stored before members existed
 * (an Idempotency-Key's replay) lack them.
 */
export const ZWrittenBy = z.object({
  memberId: z.string().optional(),
  memberName: z.string().nullable().optional(),
});
export type TWrittenBy = z.infer<typeof ZWrittenBy>;
