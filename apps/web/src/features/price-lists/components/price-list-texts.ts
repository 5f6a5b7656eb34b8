/** What the price lists' screen says (decision record 031). */
export const PRICE_LIST_TEXTS = {
  title: 'Listas de precios',
  description:
    'Detal es el precio de cada producto. Crea listas como Mayor o Distribuidor, con un porcentaje o con precios ' +
    'propios y escalas por cantidad; asígnalas a tus clientes y el carrito las aplica.',
  newList: 'Nueva lista',
  newTitle: 'Nueva lista de precios',
  editTitle: 'Editar lista de precios',
  edit: 'Editar lista',
  save: 'Guardar lista',
  saveError: 'No se pudo guardar la lista. Inténtalo de nuevo.',
  percentLabel: 'Descuento sobre el precio de detal (%, opcional)',
  percentHint: 'Se aplica a los productos sin precio propio en esta lista.',
  emptyTitle: 'Aún no tienes listas de precios',
  emptyDescription: 'Crea una, por ejemplo "Mayor", para vender al mayor con sus propios precios.',
  listLabel: 'Lista',
  searchLabel: 'Buscar un producto para ponerle precio',
  noPricedTitle: 'Esta lista aún no tiene precios propios',
  noPricedDescription: 'Busca un producto arriba para ponerle su precio y sus escalas por cantidad.',
  noMatches: 'Ningún producto coincide con la búsqueda',
  prices: 'Precios',
  pricesOf: (name: string) => `Precios de ${name}`,
  detal: (price: string) => `Detal: ${price}`,
  noOwnPrice: 'Sin precio propio',
  from: (quantity: string, price: string) => `Desde ${quantity}: ${price}`,
  minQuantity: 'Desde (cantidad)',
  price: 'Precio',
  addTier: 'Añadir escala',
  removeTier: (index: number) => `Quitar la escala ${index}`,
  savePrices: 'Guardar precios',
  pricesError: 'No se pudieron guardar los precios. Inténtalo de nuevo.',
  counts: (products: number, clients: number) =>
    `${products} ${products === 1 ? 'producto' : 'productos'} con precio propio · ${clients} ${
      clients === 1 ? 'cliente' : 'clientes'
    }`,
  loadError: 'No se pudieron cargar las listas de precios.',
} as const;
