import toast from 'react-hot-toast';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { DeleteConfirmDialog } from '@/components/ui/dialog';
import { useDeleteProduct } from '../api/delete-product';

type TDeleteProductDialogProps = {
  /** The product about to be deleted; null keeps the dialog closed. */
  product: TProduct | null;
  onClose: () => void;
};

/** Asks first (spec §2: 'Estás seguro... no se puede deshacer'), then soft-deletes and says how it went. */
export function DeleteProductDialog({ product, onClose }: TDeleteProductDialogProps) {
  const deleteProduct = useDeleteProduct();

  async function confirm() {
    if (!product) return;
    try {
      await deleteProduct.mutateAsync(product.id);
      toast.success(PRODUCT_MESSAGES.deleteSuccess);
      onClose();
    } catch {
      toast.error(PRODUCT_MESSAGES.deleteError);
    }
  }

  return (
    <DeleteConfirmDialog
      open={product !== null}
      onClose={onClose}
      isPending={deleteProduct.isPending}
      onConfirm={() => void confirm()}
      title="Eliminar producto"
      description={PRODUCT_MESSAGES.deleteConfirm}
    >
      {product && (
        <p className="text-sm">
          <span className="font-semibold">{product.name}</span> (SKU {product.sku})
        </p>
      )}
    </DeleteConfirmDialog>
  );
}
