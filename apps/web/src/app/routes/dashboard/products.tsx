import { ProductsList } from '@/features/products/components/products-list';

/** /dashboard/products ('Gestión de Productos', spec §2). */
export function Component() {
  return <ProductsList />;
}
