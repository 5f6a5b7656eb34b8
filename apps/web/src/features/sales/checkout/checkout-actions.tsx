import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { formatReceiptNumber } from '@cuadre/shared/receipts/receipt';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { SaleConfirmDialog } from './sale-confirm-dialog';
import type { TCheckout } from './use-checkout';

const CART_RECEIPT_TEXTS = {
  banner: 'Ver recibo',
  last: (receiptNumber: string) => `Ver recibo de la última venta (N° ${receiptNumber})`,
} as const;

/** The foot of the cart: the banner, 'Realizar Venta', the last sale's receipt and the confirmation. */
export function CheckoutActions({ checkout }: { checkout: TCheckout }) {
  const { banner, lastSale } = checkout;
  return (
    <>
      {/* Always in the page so screen readers announce the text when it appears. */}
      <div aria-live="polite">
        {banner && (
          <p
            key={banner.id}
            role={banner.kind === 'error' ? 'alert' : 'status'}
            className={cn(
              'rounded-lg border px-3 py-2 text-sm font-medium',
              banner.kind === 'success'
                ? 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950/60 dark:text-green-200'
                : 'border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
            )}
          >
            {banner.text}
            {banner.kind === 'success' && lastSale && (
              <>
                {' '}
                <Link to={paths.dashboard.saleReceipt(lastSale.id)} className="underline underline-offset-2">
                  {CART_RECEIPT_TEXTS.banner}
                </Link>
              </>
            )}
          </p>
        )}
      </div>

      <Button
        size="lg"
        className="w-full"
        onClick={(event) => void checkout.start(event)}
        disabled={checkout.isSending}
      >
        Realizar Venta
      </Button>
      {lastSale && banner?.kind !== 'success' && (
        <Link
          to={paths.dashboard.saleReceipt(lastSale.id)}
          className={buttonClasses({ variant: 'ghost', className: 'w-full' })}
        >
          <ReceiptText aria-hidden="true" className="size-4" />
          {CART_RECEIPT_TEXTS.last(formatReceiptNumber(lastSale.receiptNumber))}
        </Link>
      )}

      <SaleConfirmDialog
        summary={checkout.pending}
        isPending={checkout.isSending}
        onConfirm={() => void checkout.confirm()}
        onCancel={checkout.cancel}
      />
    </>
  );
}
