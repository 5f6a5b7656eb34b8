import type { TTaxClass } from '@cuadre/shared/tax/constants';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TSaleCreateRequestInput } from '@cuadre/shared/sales/schemas';

/**
 * A sale made with no connection (design §14), waiting on the phone until it reaches the server. Its moment is
 * `payload.occurredAt`; its Idempotency-Key is made once, here, so however often it is sent it is one sale.
 */
export type TQueuedSale = {
  /** UUIDv7 made on the phone: queued sales sort, and are sent, in the order they were made. */
  id: string;
  idempotencyKey: string;
  payload: TSaleCreateRequestInput & { occurredAt: string };
  /** What the seller sold, as the provisional receipt and the queue list show it. */
  lines: {
    productId: string | null;
    name: string;
    quantity: number;
    unit: TProductUnit;
    subtotal: number;
    /** The product's IVA class as the cart had it (decision record 032); absent for a charge or an older sale. */
    taxClass?: TTaxClass;
  }[];
  total: number;
  clientName: string | null;
  /** The server's Spanish answer when it refused the sale on arrival (stock gone, client deleted); else null. */
  refusal: string | null;
};
