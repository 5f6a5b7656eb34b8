import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { History, Package, PackageCheck, Plus, Search, ShoppingCart, Tags } from 'lucide-react';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { ALL_ABOVE_MINIMUM, LOW_STOCK_LABEL, LowStockBadge } from '@/components/low-stock-badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { RowActions } from '@/components/ui/row-actions';
import { ListView } from '@/components/ui/list-view';
import { TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { choiceBox } from '@/components/ui/input';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useCurrencySettings, useFormatMoney } from '@/hooks/use-format-money';
import { EXTRA_LARGE_SCREEN_QUERY } from '@/hooks/use-media-query';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { LOW_STOCK_FILTER, paths } from '@/config/paths';
import { pricedPer, quantityText } from '@/lib/quantity';
import { useAppStore } from '@/stores/app-store';
import { useProducts } from '../api/get-products';
import { DeleteProductDialog } from './delete-product-dialog';
import { ImportProductsButton } from './import-products-button';
import { ProductFormDialog } from './product-form-dialog';
import { ProductImage } from './product-image';
import { ProductScanSearch } from './product-scan-search';
import { ProductStock, StockNumber } from './product-stock';
import { useSeesCosts } from '@/hooks/use-sees-costs';

export const addedToCartMessage = (name: string) => `${name} agregado al carrito.`;
export const outOfStockMessage = (name: string) => `${name} no tiene stock disponible.`;

type TActionsProps = {
  product: TProduct;
  onAddToCart: (product: TProduct) => void;
  onEdit: (product: TProduct) => void;
  onDelete: (product: TProduct) => void;
};

function ProductActions({ product, onAddToCart, onEdit, onDelete }: TActionsProps) {
  return (
    <RowActions
      editLabel={`Editar ${product.name}`}
      deleteLabel={`Eliminar ${product.name}`}
      onEdit={() => onEdit(product)}
      onDelete={() => onDelete(product)}
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Agregar ${product.name} al carrito`}
        title="Agregar al Carrito"
        disabled={product.quantity <= 0}
        onClick={() => onAddToCart(product)}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
      </Button>
      <Link
        to={paths.dashboard.productMovements(product.id)}
        aria-label={`Historial de ${product.name}`}
        title="Historial"
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <History aria-hidden="true" className="size-5" />
      </Link>
    </RowActions>
  );
}

/** The "Por agotarse" filter, kept in the URL so the dashboard's panel can link to the list filtered. */
function useLowStockFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isOn = searchParams.get(LOW_STOCK_FILTER.param) === LOW_STOCK_FILTER.value;
  function setOn(on: boolean) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(LOW_STOCK_FILTER.param, LOW_STOCK_FILTER.value);
        else next.delete(LOW_STOCK_FILTER.param);
        return next;
      },
      { replace: true },
    );
  }
  return { isOn, setOn };
}

/**
 * /dashboard/products: search, the "Por agotarse" filter (design §13), table or cards, add/edit/delete, each
 * product's history, pagination (spec §2 Products).
 */
export function ProductsList() {
  const { searchText, setSearchText, search } = useSearchText();
  const lowStock = useLowStockFilter();
  // Either a new search or the filter turned on or off starts again at page 1 (spec §5 "Searches").
  const paging = useListPage(`${lowStock.isOn ? 'low' : 'all'}:${search}`);
  const { page, setPage } = paging;

  const [isAddOpen, setAddOpen] = useState(false);
  const [editing, setEditing] = useState<TProduct | null>(null);
  const [deleting, setDeleting] = useState<TProduct | null>(null);

  const formatMoney = useFormatMoney();
  const seesCosts = useSeesCosts();
  // Precio and Costo in bolívares need `xl` for the table beside the menu; cards below it.
  const isVes = useCurrencySettings().mode === 'VES';
  const addToCart = useAppStore((state) => state.addToCart);
  const cartItems = useAppStore((state) => state.cartItems);

  const products = useProducts({ page, search, lowStock: lowStock.isOn });
  const list = products.data?.data ?? [];
  const totalPages = products.data?.totalPages ?? 0;

  useStayWithinPages(paging, { totalPages, isPlaceholderData: products.isPlaceholderData });

  function handleAddToCart(product: TProduct) {
    const inCart = cartItems.find((item) => item.productId === product.id)?.quantity ?? 0;
    if (product.quantity <= 0 || inCart >= product.quantity) {
      toast.error(outOfStockMessage(product.name));
    } else {
      toast.success(addedToCartMessage(product.name));
    }
    addToCart(product);
  }

  const actions = { onAddToCart: handleAddToCart, onEdit: setEditing, onDelete: setDeleting };

  const body = (
    <ListView
      query={products}
      items={list}
      label="Productos"
      loadingLabel="Cargando productos..."
      tableQuery={isVes ? EXTRA_LARGE_SCREEN_QUERY : undefined}
      errorMessage={LOAD_ERRORS.products}
      empty={
        search ? (
          <EmptyState icon={Search} title={PRODUCT_MESSAGES.noMatch} />
        ) : lowStock.isOn ? (
          <EmptyState icon={PackageCheck} title={ALL_ABOVE_MINIMUM} />
        ) : (
          <EmptyState
            icon={Package}
            title={PRODUCT_MESSAGES.empty}
            action={
              <Button onClick={() => setAddOpen(true)}>
                <Plus aria-hidden="true" className="size-4" />
                Añadir Producto
              </Button>
            }
          />
        )
      }
      table={(rows) => (
        <>
          <THead>
            <Tr>
              <Th>SKU</Th>
              <Th>Nombre</Th>
              <Th className="text-right">Precio</Th>
              {seesCosts && <Th className="text-right">Costo</Th>}
              <Th className="text-right">Cantidad</Th>
              <Th>Acciones</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((product) => (
              <Tr key={product.id}>
                {/* A code read in pieces is a different code: the name column gives way instead. */}
                <Td className="font-mono text-xs whitespace-nowrap">{product.sku}</Td>
                <Td className="font-medium">
                  {product.name}
                  {/* Beside the name, not in the spec's Cantidad cell: that cell says the stock alone. */}{' '}
                  <LowStockBadge product={product} className="ml-1" />
                </Td>
                <Td className="text-right tabular-nums">
                  {formatMoney(product.price)}
                  {pricedPer(product.unit)}
                </Td>
                {seesCosts && <Td className="text-right tabular-nums">{formatMoney(product.cost)}</Td>}
                <Td className="text-right tabular-nums">
                  <StockNumber quantity={product.quantity} unit={product.unit} />
                </Td>
                <Td>
                  <ProductActions product={product} {...actions} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </>
      )}
      cardClassName="flex gap-3 p-3"
      card={(product) => (
        <>
          <ProductImage src={product.image_url} name={product.name} className="size-16 shrink-0" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold break-words">{product.name}</h3>
            <p className="font-mono text-xs text-slate-600 dark:text-slate-400">SKU {product.sku}</p>
            <p className="mt-1 text-sm">
              Precio:{' '}
              <span className="font-semibold">
                {formatMoney(product.price)}
                {pricedPer(product.unit)}
              </span>
              {seesCosts && ` · Costo: ${formatMoney(product.cost)}`}
            </p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <ProductStock quantity={product.quantity} unit={product.unit} />
              <span className="text-slate-600 dark:text-slate-400">
                Mín. {quantityText(product.minStock, product.unit)}
              </span>
              <LowStockBadge product={product} />
            </p>
            <div className="mt-2 -ml-2">
              <ProductActions product={product} {...actions} />
            </div>
          </div>
        </>
      )}
    />
  );

  return (
    <>
      <PageHeader
        title="Gestión de Productos"
        actions={
          <>
            <Button onClick={() => setAddOpen(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Añadir Producto
            </Button>
            <ImportProductsButton />
            <Link to={paths.dashboard.priceLists} className={buttonClasses({ variant: 'secondary' })}>
              <Tags aria-hidden="true" className="size-4" />
              Listas de precios
            </Link>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <ProductScanSearch
          className="w-full max-w-md"
          id="products-search"
          label="Buscar productos"
          placeholder="Buscar por nombre o SKU..."
          value={searchText}
          onChange={setSearchText}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium has-[:checked]:border-red-700 has-[:checked]:bg-red-50 has-[:checked]:text-red-800 lg:min-h-10 dark:border-slate-600 dark:has-[:checked]:border-red-400 dark:has-[:checked]:bg-red-950/50 dark:has-[:checked]:text-red-200">
          <input
            type="checkbox"
            className={`${choiceBox} accent-red-700`}
            checked={lowStock.isOn}
            onChange={(event) => lowStock.setOn(event.target.checked)}
          />
          {LOW_STOCK_LABEL}
        </label>
      </div>
      {body}
      {list.length > 0 && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          isDisabled={products.isFetching}
        />
      )}
      <ProductFormDialog open={isAddOpen} onClose={() => setAddOpen(false)} />
      <ProductFormDialog open={editing !== null} product={editing} onClose={() => setEditing(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
