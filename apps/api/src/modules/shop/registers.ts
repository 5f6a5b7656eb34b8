import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TRegister, TRegisterCreateRequest } from '@cuadre/shared/team/schemas';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { registerOf, type TActor, type TShopId } from '../../lib/auth/shop-scope';
import { findRegister, insertRegister, listRegisters, type TRegisterRow } from './registers.repository';

const toRegisterView = (row: TRegisterRow): TRegister => ({ ...row, createdAt: row.createdAt.toISOString() });

/** GET /shop/registers */
export async function getRegisters(ctx: Pick<TAppContext, 'db'>, shopId: TShopId): Promise<TRegister[]> {
  return (await listRegisters(ctx.db, shopId)).map(toRegisterView);
}

/** POST /shop/registers: another caja; two of one shop never share a name. */
export async function addRegister(
  ctx: Pick<TAppContext, 'db'>,
  shopId: TShopId,
  request: TRegisterCreateRequest,
): Promise<TRegister> {
  const id = await insertRegister(ctx.db, shopId, request.name);
  if (!id) throw new AppError(409, 'REGISTER_NAME_TAKEN', SERVER_MESSAGES.REGISTER_NAME_TAKEN);
  return toRegisterView(await registerOrNotFound(ctx, shopId, id));
}

async function registerOrNotFound(ctx: Pick<TAppContext, 'db'>, shopId: TShopId, id: string) {
  const register = await findRegister(ctx.db, shopId, id);
  if (!register) throw notFound(SERVER_MESSAGES.REGISTER_NOT_FOUND);
  return register;
}

/**
 * The register a till request is about: the one it names, when it is the shop's (another shop's is a 404, as a
 * missing one), else the session's own (registerOf).
 */
export async function tillRegisterOf(
  ctx: Pick<TAppContext, 'db'>,
  actor: Pick<TActor, 'shopId' | 'registerId'>,
  named: string | undefined,
): Promise<string> {
  if (!named) return registerOf(actor);
  return (await registerOrNotFound(ctx, actor.shopId, named)).id;
}
