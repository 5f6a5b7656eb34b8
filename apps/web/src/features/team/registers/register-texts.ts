/** What the shop's registers (cajas) say in Perfil and where a phone is enrolled (decision record 029). */
export const REGISTER_TEXTS = {
  title: 'Cajas',
  explanation:
    'Cada caja tiene su propia apertura y su cierre. Un equipo del negocio vende en la caja que elijas al ' +
    'registrarlo; lo demás va a la Caja principal.',
  loading: 'Cargando las cajas...',
  loadError: 'Error al cargar las cajas',
  main: 'Principal',
  open: 'Abierta',
  closed: 'Cerrada',
  name: 'Nombre de la caja',
  namePlaceholder: 'Caja 2',
  add: 'Agregar caja',
  adding: 'Agregando...',
  added: (name: string) => `${name} ya es una caja del negocio.`,
  addError: 'No se pudo agregar la caja.',
  deviceRegister: 'Caja de este equipo',
  atRegister: (name: string) => `Vende en ${name}`,
} as const;
