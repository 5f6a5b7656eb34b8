import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useAdminProducts } from '../api/get-admin-products';
import { AdminCardList } from './admin-card-list';
import { AdminListFrame } from './admin-list-frame';
import { formatAdminMoney } from './admin-format';
import { useAdminListState } from './use-admin-list-state';

type TAdminProductsListProps = {
  /** One seller's products (a tab of the user detail, without the Owner column); undefined = everyone's. */
  userId?: string;
};

/** /admin/products and the Products tab: Product Name, Price, Owner (spec §2 Admin lists). */
export function AdminProductsList({ userId }: TAdminProductsListProps) {
  const state = useAdminListState();
  const query = useAdminProducts({ page: state.page, search: state.search, userId });
  const showOwner = userId === undefined;
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  return (
    <AdminListFrame
      noun="products"
      singular="product"
      searchPlaceholder="Name or SKU..."
      state={state}
      query={query}
      loadError={LOAD_ERRORS.products}
      emptyTitle="No products yet"
    >
      {(rows) =>
        isLarge ? (
          <Table caption="Products">
            <THead>
              <Tr>
                <Th>Product Name</Th>
                <Th className="text-right">Price</Th>
                {showOwner && <Th>Owner</Th>}
              </Tr>
            </THead>
            <TBody>
              {rows.map((product) => (
                <Tr key={product.id}>
                  <Td className="font-medium">
                    {product.name}
                    <span className="block text-xs font-normal whitespace-nowrap text-slate-600">
                      SKU {product.sku}
                    </span>
                  </Td>
                  <Td className="text-right tabular-nums">{formatAdminMoney(product.price)}</Td>
                  {showOwner && <Td>{product.owner.name}</Td>}
                </Tr>
              ))}
            </TBody>
          </Table>
        ) : (
          <AdminCardList
            label="Products"
            cards={rows.map((product) => ({
              id: product.id,
              title: product.name,
              fields: [
                ['SKU', product.sku],
                ['Price', formatAdminMoney(product.price)],
                ...(showOwner ? [['Owner', product.owner.name] as [string, string]] : []),
              ],
            }))}
          />
        )
      }
    </AdminListFrame>
  );
}
