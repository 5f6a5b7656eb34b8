/**
 * Every user-facing text of spec §5 (validation) and §8 (errors), verbatim, plus the Spanish messages the
 * server sends (design.md §3: `message` is Spanish and safe to show). The admin area is English in the spec,
 * so its texts stay English.
 */

import { CART_EMPTY_MESSAGE, insufficientStockMessage } from './sales/cart-messages';
import { CASH_MOVEMENT_REASON_MAX } from './till/constants';
import { MAX_SALE_ITEMS, MAX_SALE_PAYMENTS } from './sales/constants';
import { STOCK_LINES_MAX } from './stock/constants';
import type { TProductUnit } from './products/constants';
import { formatQuantity } from './stock/quantity';

// ── Machine codes of the error envelope (design.md §3) ────────────────────────
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_PENDING',
  'ACCOUNT_REJECTED',
  'RATE_LIMITED',
  'EMAIL_TAKEN',
  'SKU_TAKEN',
  'BARCODE_TAKEN',
  'RETURN_EXCEEDS_SOLD',
  'RETURN_REFUND_TOO_LARGE',
  'RETURN_CREDIT_EXCEEDS_BALANCE',
  'CHANGE_EXCEEDS_TILL',
  'INSUFFICIENT_STOCK',
  'PAYMENT_EXCEEDS_BALANCE',
  'SALE_NOT_PENDING',
  'CLIENT_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_TOKEN',
  'SAME_PASSWORD',
  'WRONG_PASSWORD',
  'DOLLAR_RATE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'USER_NOT_PENDING',
  'BUSY',
  'ACCOUNT_SUSPENDED',
  'USER_NOT_APPROVED',
  'CASH_SESSION_OPEN',
  'CASH_SESSION_CLOSED',
  'CASH_SESSION_NONE_OPEN',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

// ── Generic texts ─────────────────────────────────────────────────────────────
export const GENERIC_ERROR = 'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde.';
export const SERVER_ERROR = 'Error del servidor. Por favor, inténtalo de nuevo más tarde.';
export const UNEXPECTED_ERROR_SHORT = 'Ocurrió un error inesperado.';

// ── Validation messages (spec §5) ─────────────────────────────────────────────
export const VALIDATION = {
  // login
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Debe ser un correo electrónico válido',
  passwordRequired: 'La contraseña es obligatoria',
  // register
  nameRequired: 'El nombre es obligatorio',
  lastnameRequired: 'El apellido es obligatorio',
  passwordMin: 'La contraseña debe tener al menos 8 caracteres',
  passwordMax: 'La contraseña no puede tener más de 100 caracteres',
  passwordUppercase: 'La contraseña debe contener al menos una letra mayúscula',
  passwordLowercase: 'La contraseña debe contener al menos una letra minúscula',
  passwordDigit: 'La contraseña debe contener al menos un número',
  passwordSpecial: 'La contraseña debe contener al menos un carácter especial (!@#$%=+^&*(),.?":{}|<>)',
  confirmPasswordRequired: 'Debes confirmar tu contraseña',
  passwordsMustMatch: 'Las contraseñas deben coincidir',
  countryRequired: 'Debes seleccionar un país',
  acceptTermsRequired: 'Debes aceptar los términos y condiciones para continuar',
  // reset password
  tokenRequired: 'El token es obligatorio',
  newPasswordRequired: 'La nueva contraseña es obligatoria',
  resetPasswordComplexity:
    'La contraseña debe contener al menos una letra minúscula, una mayúscula y un número',
  resetConfirmRequired: 'Confirma tu contraseña',
  // change password
  currentPasswordRequired: 'La contraseña actual es obligatoria',
  newPasswordMin: 'La nueva contraseña debe tener al menos 8 caracteres',
  newPasswordMax: 'La nueva contraseña no puede tener más de 100 caracteres',
  newPasswordComplexity:
    'La nueva contraseña debe contener al menos una letra minúscula, una mayúscula y un número',
  newPasswordConfirmRequired: 'Confirma tu nueva contraseña',
  // profile
  profileNameRequired: 'El nombre es requerido.',
  profileNameMin: 'El nombre debe tener al menos 2 caracteres.',
  profileEmailRequired: 'El email es requerido.',
  profileEmailInvalid: 'Email inválido.',
  profileCountryRequired: 'El país es requerido.',
  // product
  productPositive: 'Precio, Costo y Cantidad deben ser mayores a 0.',
  productNameSkuRequired: 'Nombre y SKU son obligatorios.',
  productQuantityInteger: 'La cantidad debe ser un número entero.',
  barcodeFormat: 'El código de barras solo puede tener letras, números y signos, sin espacios (máximo 64).',
  minStockFormat: 'El mínimo debe ser un número entero de 0 o más.',
  stockLinesRequired: 'Agrega al menos un producto.',
  stockLinesTooMany: `No puedes registrar más de ${STOCK_LINES_MAX} productos a la vez.`,
  adjustmentReasonRequired: 'Elige el motivo del ajuste.',
  stockLineQuantity: 'La cantidad debe ser mayor que 0.',
  stockLineCounted: 'La cantidad contada debe ser de 0 o más.',
  stockLineCost: 'El costo unitario debe ser un monto de 0 o más, con hasta 2 decimales.',
  stockLineRepeated: 'Un producto aparece más de una vez.',
  returnLinesRequired: `Indica qué líneas se devuelven (de 1 a ${MAX_SALE_ITEMS}).`,
  returnQuantity: 'La cantidad a devolver debe ser mayor que 0.',
  returnLineRepeated: 'Una línea aparece más de una vez.',
  returnRefundRequired: 'Indica cómo se devuelve el dinero: reembolso (método, moneda y monto) o crédito.',
  productAmountsNonNegative: 'Precio, Costo y Cantidad no pueden ser negativos.',
  // client
  clientNameRequired: 'El nombre es obligatorio',
  clientEmailInvalid: 'Dirección de email inválida',
  clientEmailRequired: 'El email es obligatorio',
  // cart and sale
  cartEmpty: CART_EMPTY_MESSAGE,
  saleClientRequired: 'Debes seleccionar un cliente para una venta pendiente.',
  saleItemNameRequired: 'Cada cargo adicional necesita un nombre.',
  saleItemsRequired: CART_EMPTY_MESSAGE,
  saleQuantityMin: 'La cantidad debe ser al menos 1.',
  saleInitialPaymentOnlyPending: 'El abono inicial solo aplica a ventas pendientes.',
  saleInitialPaymentTooHigh: 'El abono inicial debe ser menor al total de la venta.',
  saleTotalPositive: 'El total de la venta debe ser mayor a 0.',
  saleTotalTooLarge: 'El total de la venta no puede superar USD 100.000.000,00.',
  /** Design §14: an offline sale's moment, checked against the server's clock on arrival. */
  saleOccurredTooLongAgo:
    'Esta venta sin conexión tiene más de 72 horas: ya no se puede registrar con su fecha. Regístrala de nuevo.',
  saleOccurredInTheFuture: 'La fecha de la venta está en el futuro: revisa la fecha y la hora del teléfono.',
  saleTooManyLines: `Una venta puede tener como máximo ${MAX_SALE_ITEMS} líneas.`,
  // payment
  paymentAmountMin: 'El monto debe ser mayor a 0',
  paymentCurrencyNotTaken: (method: string, currency: string) =>
    currency === 'VES' ? `${method} no se recibe en bolívares.` : `${method} no se recibe en dólares.`,
  paymentReferenceRequired: (method: string) => `Indica la referencia del pago (${method}).`,
  // split tender and IGTF (design §10)
  salePaymentsRequired: 'Agrega al menos un pago.',
  salePaymentsOrInitialPayment: 'Registra el abono inicial como pagos o como monto, no de las dos formas.',
  saleTooManyPayments: `Una venta puede tener como máximo ${MAX_SALE_PAYMENTS} pagos.`,
  salePaymentNeedsRate:
    'No hay una tasa del dólar vigente: no se pueden recibir ni dar bolívares. Cobra en dólares.',
  salePaymentNotNeeded: 'La venta ya está cubierta: quita el pago que sobra.',
  changeOnlyFromCash: (method: string) =>
    `${method} no da vuelto: ese pago no puede pasar del total. Solo el efectivo da vuelto.`,
  changeAboveTill: (currency: 'USD' | 'VES', available: string) =>
    `No hay suficientes ${currency === 'VES' ? 'bolívares' : 'dólares'} en caja para el vuelto: la caja tiene ${available}.`,
  salePaymentsShort: (missing: string) => `Los pagos no cubren el total de la venta: faltan ${missing}.`,
  igtfRateRange: 'La tasa del IGTF debe ser mayor a 0 y como máximo 100 %.',
  rifFormat: 'El RIF debe tener la forma J-12345678-9.',
  // till (design §11)
  cashMovementReasonRequired: 'Indica el motivo del movimiento.',
  cashMovementReasonMax: `El motivo no puede exceder ${CASH_MOVEMENT_REASON_MAX} caracteres.`,
  cashCountRequired: 'Indica lo contado en cada línea de la caja.',
  cashCountDuplicated: 'Cada método y moneda se cuenta una sola vez.',
  // expense
  expenseDescriptionRequired: 'La descripción es obligatoria',
  expenseDescriptionMax: 'La descripción no puede exceder 255 caracteres',
  expenseAmountRequired: 'El monto es obligatorio',
  expenseAmountMin: 'El monto debe ser mayor a 0',
  expenseCategoryRequired: 'La categoría es obligatoria',
  expenseDateRequired: 'La fecha es obligatoria',
  // resend verification
  resendEmailRequired: 'Por favor, ingresa tu email',
  // generic field messages
  invalidId: 'Identificador inválido',
  invalidDate: 'Fecha inválida',
  /** zod-setup.ts: said for a pattern check with no message of its own, instead of zod's, which prints the pattern. */
  invalidFormat: 'Formato no válido',
  noControlCharacters: 'No puede contener saltos de línea, caracteres de control ni de dirección de texto',
  expenseDateRange: 'La fecha del gasto debe estar entre los años 2000 y 2100.',
  invalidAmount: 'Monto inválido',
  amountTooLarge: 'El monto es demasiado grande',
  amountDecimals: 'El monto no puede tener más de 2 decimales',
  /** Design §15: imports. A row's problem is said with its line: importLine(line, problem). */
  importEmpty: 'El archivo está vacío: no tiene encabezados ni filas.',
  importNoRows: 'El archivo solo tiene encabezados: no hay filas que importar.',
  importNotUtf8:
    'El archivo no está en UTF-8 (los acentos se verían mal). En Excel, guárdalo como «CSV UTF-8 (delimitado por comas)» o súbelo como Excel (.xlsx).',
  importUnreadable: 'No se pudo leer el archivo: sube un CSV o un Excel (.xlsx).',
  importTooLarge: 'El archivo es demasiado grande: el máximo es 5 MB.',
  importTooManyRows: 'El archivo tiene demasiadas filas: el máximo es 20.000 por importación.',
  importXlsxExtraPart: (part: string) =>
    `El archivo de Excel trae algo que una lista no necesita (${part}): guárdalo sin imágenes ni objetos, o como CSV.`,
  importXlsxTooBig:
    'El archivo de Excel se descomprime en más de 50 MB: guarda solo la hoja con la lista, o como CSV.',
  importXlsxDamaged:
    'El archivo de Excel está dañado o no es un .xlsx: ábrelo y guárdalo de nuevo, o como CSV.',
  importLineTooLong:
    'Una línea del archivo es demasiado larga (más de 64.000 caracteres): revisa que no falte cerrar unas comillas.',
  importReadTooSlow:
    'El archivo tardó demasiado en leerse: revisa que sea una lista de productos o clientes y vuelve a intentarlo.',
  importFileRequired: 'Sube un archivo CSV o Excel (.xlsx).',
  importTooManyParts: 'El formulario trae más partes de las esperadas: envía solo el archivo.',
  importMissingColumn: (column: string) => `Falta la columna «${column}» en la primera fila.`,
  importRepeatedColumn: (column: string) => `La columna «${column}» aparece más de una vez.`,
  importFormula: (column: string) => `${column} es una fórmula: escribe el valor, no una fórmula (=…).`,
  importRepeatedSku: (firstLine: number) => `el SKU ya aparece en la línea ${firstLine}.`,
  importRepeatedBarcode: (firstLine: number) => `el código de barras ya aparece en la línea ${firstLine}.`,
  importBarcodeTaken: 'el código de barras ya es de otro producto tuyo.',
  importUnit: 'Unidad debe ser Unidad, Kg, g o L.',
  clientTaxId: 'RIF o cédula inválido: escribe, por ejemplo, V-12345678 o J-12345678-9.',
  importEmptyCell: (column: string) => `${column} está vacío.`,
  importRaced:
    'Otro cambio de tus productos llegó mientras se importaba: no se importó nada. Vuelve a importar el archivo.',
  importLine: (line: number, problem: string) => `Línea ${line}: ${problem}`,
  importFailed: (count: number) =>
    count === 1
      ? 'El archivo tiene 1 error: no se importó nada.'
      : `El archivo tiene ${count} errores: no se importó nada.`,
  /** Design §13: kg, g and L take grams of a kilo, never less. */
  quantityDecimals: 'La cantidad admite como máximo 3 decimales.',
  /** Design §13: a product sold by the unit takes whole quantities, whatever the form. */
  wholeUnitsOnly: 'Este producto se vende por unidad: la cantidad debe ser un número entero.',
  productUnit: 'Elige una unidad válida: Unidad, Kg, g o L.',
  searchTooLong: 'La búsqueda es demasiado larga',
  rateInvalid: 'La tasa debe ser mayor a 0',
  dateRangeInvalid: 'La fecha de inicio debe ser anterior o igual a la fecha de fin',
  /** Design §15: the sales book's month, `?month=YYYY-MM`. */
  invalidMonth: 'Mes inválido: usa el formato AAAA-MM (por ejemplo, 2025-03)',
} as const;

/** English messages of the admin forms (spec §5). */
export const ADMIN_VALIDATION = {
  nameRequired: 'Name is required',
  nameControlCharacters: 'Name cannot contain line breaks, control or text-direction characters',
  emailRequired: 'Email is required',
  emailInvalidFormat: 'Invalid email format',
  emailInvalidAddress: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMin6: 'Password must be at least 6 characters',
  roleRequired: 'Role is required',
} as const;

// ── Password strength labels (spec §5), index = score ─────────────────────────
export const PASSWORD_STRENGTH_LABELS = ['', 'Muy Débil', 'Débil', 'Media', 'Fuerte', 'Muy Fuerte'] as const;
export type TPasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

// ── Login (spec §8) ───────────────────────────────────────────────────────────
export const LOGIN_ERRORS = {
  401: 'Credenciales inválidas. Por favor, verifica tu correo electrónico y contraseña.',
  403: 'Por favor, verifica tu email antes de iniciar sesión. Revisa tu bandeja de entrada o solicita un nuevo enlace de verificación.',
  404: 'Usuario no encontrado. Por favor, verifica tu correo electrónico.',
  500: SERVER_ERROR,
  generic: GENERIC_ERROR,
} as const;

export const LOGIN_TEXTS = {
  dialogTitle: 'Error al iniciar sesión',
  overlay: 'Iniciando sesión...',
  submitting: 'Iniciando...',
  close: 'Cerrar',
  understood: 'Entendido',
} as const;

// ── Register ──────────────────────────────────────────────────────────────────
export const REGISTER_TEXTS = {
  submit: 'Registrarse',
  submitting: 'Registrando...',
  successTitle: '¡Solicitud Recibida!',
  loadingCountries: 'Cargando países...',
  noCountries: 'No hay países disponibles',
  selectCountry: 'Selecciona tu país',
} as const;

export const COUNTRIES_ERRORS = {
  load: 'No se pudieron cargar los países. Inténtalo de nuevo más tarde.',
  registerPrefix: 'Error al cargar países: ',
  elsewhere: 'Error al cargar países.',
} as const;

// ── Forgot / reset / change password (spec §8) ────────────────────────────────
export const FORGOT_PASSWORD_ERRORS = {
  400: 'Datos inválidos. Por favor, verifica tu correo electrónico.',
  generic: GENERIC_ERROR,
} as const;

export const RESET_PASSWORD_ERRORS = {
  noResponse: GENERIC_ERROR,
  400: 'Token inválido o expirado. Por favor, solicita un nuevo enlace de recuperación.',
  500: SERVER_ERROR,
  generic: GENERIC_ERROR,
} as const;

export const CHANGE_PASSWORD_ERRORS = {
  401: 'Contraseña actual incorrecta. Por favor, verifica tu contraseña.',
  400: 'La nueva contraseña debe ser diferente a la actual.',
  500: SERVER_ERROR,
  generic: GENERIC_ERROR,
} as const;

export const PASSWORD_TEXTS = {
  updatedTitle: '¡Contraseña Actualizada!',
  updatingOverlay: 'Actualizando contraseña...',
  invalidLinkTitle: 'Enlace Inválido',
  requestNewLink: 'Solicitar nuevo enlace',
  goToLogin: 'Ir al Login',
  emailSentTitle: '¡Correo Enviado!',
  /** The rule of a reset or changed password (ZResetPassword, ZNewPassword), shown under the field. */
  newPasswordHint: 'Al menos 8 caracteres, con una minúscula, una mayúscula y un número.',
  /** Name of the show/hide toggle of every "confirm password" field. */
  showConfirmation: 'Mostrar confirmación de contraseña',
} as const;

// ── Profile ───────────────────────────────────────────────────────────────────
export const PROFILE_MESSAGES = {
  updateError: 'Hubo un error al actualizar tu perfil.',
  updateSuccess: 'Perfil actualizado con éxito',
  /** A new e-mail takes effect only once the link sent to it is opened. */
  emailChangePending: (email: string) => `Te enviamos un enlace a ${email} para confirmar el cambio.`,
} as const;

// ── E-mail change (/confirm-email-change) ─────────────────────────────────────
export const EMAIL_CHANGE_MESSAGES = {
  title: 'Cambio de Correo',
  pending: 'Confirmando tu nuevo correo...',
  successTitle: '¡Correo actualizado!',
  success: (email: string) => `Desde ahora tu cuenta usa ${email}. Úsalo para iniciar sesión.`,
  errorTitle: 'No se pudo cambiar el correo',
  tokenNotFound: 'El enlace no trae su código. Ábrelo tal como llegó a tu correo.',
} as const;

// ── Verification ──────────────────────────────────────────────────────────────
export const VERIFICATION_MESSAGES = {
  successTitle: '¡Cuenta verificada!',
  errorTitle: 'Error de verificación',
  tokenNotFound: 'Token de verificación no encontrado',
  unexpected: UNEXPECTED_ERROR_SHORT,
  resendSuccess: 'Email de verificación reenviado exitosamente',
  resendError: (message: string) => `Error: ${message}`,
  resendEmailRequired: 'Por favor, ingresa tu email',
} as const;

// ── List loads (spec §8) ──────────────────────────────────────────────────────
export const LOAD_ERRORS = {
  products: 'Error al cargar los productos',
  clients: 'Error al cargar los clientes',
  sales: 'Error al cargar las ventas',
  expenses: 'Error al cargar los gastos',
  stats: 'Error al cargar las estadísticas',
  saleDetails: 'Error al cargar los detalles',
  /** A form dialog whose code could not be downloaded (a dropped connection). */
  dialog: 'No se pudo abrir el formulario. Revisa tu conexión e inténtalo de nuevo.',
  openAccounts: (message: string) => `Error al cargar cuentas abiertas: ${message}`,
  /** Internal (logged) texts. */
  internal: {
    products: 'Error fetching products',
    clients: 'Error fetching clients',
    sales: 'Error fetching sales',
    expenses: 'Error fetching expenses',
  },
} as const;

// ── Products ──────────────────────────────────────────────────────────────────
export const PRODUCT_MESSAGES = {
  deleteConfirm: '¿Estás seguro de que quieres eliminar este producto? Esta acción no se puede deshacer.',
  deleteSuccess: 'Producto eliminado correctamente.',
  deleteError: 'Error al eliminar el producto.',
  createError: 'Error creating product. Please try again.',
  updateError: 'Error updating product. Please try again.',
  serverError: 'Ocurrió un error en el servidor.',
  unexpected: UNEXPECTED_ERROR_SHORT,
  empty: 'No hay productos registrados',
  noMatch: 'No se encontraron productos que coincidan con tu búsqueda',
} as const;

// ── Clients ───────────────────────────────────────────────────────────────────
export const CLIENT_MESSAGES = {
  deleteConfirm: '¿Estás seguro de que quieres eliminar este cliente? Esta acción no se puede deshacer.',
  deleteSuccess: 'Cliente eliminado correctamente.',
  /** The spec reuses the product text for clients. */
  deleteError: 'Error al eliminar el producto.',
  createError: 'Error creating client. Please try again.',
  updateError: 'Error updating client. Please try again.',
  withDebt: 'Con Deuda',
  withoutDebt: 'Sin Deuda',
} as const;

// ── Sales and cart ────────────────────────────────────────────────────────────
export const SALE_MESSAGES = {
  success: '¡Venta creada con éxito!',
  error: (message: string) => `Error al crear la venta: ${message}`,
  createError: 'Error creating sale. Please try again.',
  confirmWarning: 'Una vez confirmada, la venta no se puede modificar ni eliminar.',
  /** A credit sale's confirmation when the client pays nothing today: no method to name. */
  noInitialPayment: 'Sin abono',
  customItem: 'Producto personalizado - Sin información de costo',
} as const;

export const PAYMENT_MESSAGES = {
  addError: 'No se pudo agregar el abono.',
} as const;

// ── Dollar rate ───────────────────────────────────────────────────────────────
export const DOLLAR_RATE_MESSAGES = {
  unavailable: 'No se pudo obtener el valor del dólar. Inténtalo de nuevo más tarde.',
  widgetError: 'Error al cargar',
  fieldNote: 'Tasa del dólar no disponible',
  loading: 'Cargando...',
  /** The card's line for a published rate not yet in force (design §7). */
  nextRate: (rateText: string, dateText: string) => `Próxima tasa: Bs. ${rateText} desde ${dateText}`,
  manualNote: 'Tasa fijada a mano por un administrador',
  fallbackNote: 'Tasa de una fuente alternativa (el BCV no respondió)',
} as const;

// ── Open accounts ─────────────────────────────────────────────────────────────
export const OPEN_ACCOUNT_MESSAGES = {
  checkAllError: (message: string) => `Error al verificar cuentas: ${message}`,
  empty: 'No hay cuentas abiertas registradas',
  noMatch: (search: string) => `No se encontraron cuentas abiertas para "${search}"`,
  notLoggedIn: 'Por favor, inicia sesión para ver las cuentas abiertas.',
  searchPlaceholder: 'Buscar por cliente...',
  /** Server answer of check-and-close-all. */
  closedCount: (closed: number) =>
    closed === 0
      ? 'No se encontraron cuentas para cerrar.'
      : closed === 1
        ? 'Se cerró 1 cuenta.'
        : `Se cerraron ${closed} cuentas.`,
  closed: 'La cuenta fue cerrada.',
  stillOpen: 'La cuenta sigue abierta: tiene ventas pendientes.',
} as const;

// ── Sharing ───────────────────────────────────────────────────────────────────
export const SHARE_MESSAGES = {
  unsupported: 'La función de compartir no es compatible con este navegador.',
  failed: 'No se pudo compartir el resumen.',
} as const;

// ── Public links (receipts, e-mails): APP_URL ─────────────────────────────────
export const PUBLIC_LINK_MESSAGES = {
  /** Beside a receipt's link whose address a customer's phone cannot reach (receipts/link-reach.ts). */
  thisDeviceLink: (host: string) =>
    `Este enlace usa una dirección local (${host}): solo abre en este equipo, no en el teléfono de tu cliente. Pide al administrador que configure la dirección pública de Cuadre (APP_URL).`,
  localNetworkLink: (host: string) =>
    `Este enlace usa una dirección de la red del negocio (${host}): no abrirá en el teléfono de tu cliente fuera de esa red. Pide al administrador que configure la dirección pública de Cuadre (APP_URL).`,
  /** The server's start in production without a public APP_URL. */
  appUrlUnset: (url: string) =>
    `APP_URL no está definida: los enlaces de los recibos y de los correos apuntan a ${url} y no abrirán en el teléfono de un cliente. Define APP_URL con la dirección pública de Cuadre (por ejemplo https://cuadre.tu-negocio.com).`,
  appUrlLocal: (url: string) =>
    `APP_URL (${url}) es una dirección local: los enlaces de los recibos y de los correos no abrirán en el teléfono de un cliente fuera de esta red. Define APP_URL con la dirección pública de Cuadre.`,
} as const;

// ── Expenses ──────────────────────────────────────────────────────────────────
export const EXPENSE_MESSAGES = {
  deleteConfirm: '¿Estás seguro de que quieres eliminar este gasto?',
  deleteSuccess: 'Gasto eliminado exitosamente',
  deleteError: (message: string) => `Error al eliminar el gasto: ${message}`,
  empty: 'No hay gastos registrados',
  emptyHint: 'Comienza agregando tu primer gasto',
  noMatch: 'No se encontraron gastos con los filtros aplicados',
  addTitle: 'Añadir Nuevo Gasto',
  editTitle: 'Editar Gasto',
} as const;

// ── Statistics ────────────────────────────────────────────────────────────────
export const STATS_MESSAGES = {
  empty: 'No hay datos para el período seleccionado',
  loadError: 'Error al cargar las estadísticas',
  retry: 'Reintentar',
} as const;

/** Under Ganancias when some revenue has no known cost (design §10 "Profit adds up"): it counts at cost 0. */
export const withoutCostNote = (share: string) =>
  `${share} de lo vendido sin costo conocido (contado a costo 0)`;

// ── Admin (spec §8, English and Spanish as written) ───────────────────────────
export const ADMIN_TOASTS = {
  approveSuccessEs: 'Usuario aprobado con éxito',
  approveErrorEs: 'Error al aprobar el usuario',
  rejectSuccessEs: 'Usuario rechazado con éxito',
  rejectErrorEs: 'Error al rechazar el usuario',
  createSuccess: 'User created successfully!',
  createError: 'Failed to create user. Please try again.',
  approveSuccess: 'User approved successfully',
  approveError: (message: string) => `Error approving user: ${message}`,
  rejectSuccess: 'User rejected successfully',
  rejectError: (message: string) => `Error rejecting user: ${message}`,
  createPageError: 'Failed to create user. Please check the console for details.',
} as const;

/** Texts added to the admin's user screens: Spanish, as the product. */
export const ADMIN_ACCOUNT_MESSAGES = {
  emailVerified: 'Correo verificado',
  emailUnverified: 'Correo sin verificar',
  suspended: 'Suspendida',
  approveTitle: (name: string) => `¿Aprobar la cuenta de ${name}?`,
  approveDescription: 'Podrá iniciar sesión y le enviaremos un correo avisándole.',
  approveUnverifiedWarning:
    'Esta persona aún no verificó su correo: no podrá iniciar sesión hasta que abra el enlace de verificación.',
  approveConfirm: 'Aprobar',
  rejectTitle: (name: string) => `¿Rechazar la solicitud de ${name}?`,
  rejectDescription: 'No podrá iniciar sesión y le enviaremos un correo avisándole.',
  rejectConfirm: 'Rechazar',
  suspend: 'Suspender',
  suspendTitle: (name: string) => `¿Suspender la cuenta de ${name}?`,
  suspendDescription:
    'No podrá iniciar sesión y sus sesiones abiertas se cerrarán en su próxima acción. Podrás reactivarla cuando quieras.',
  suspendSuccess: 'Cuenta suspendida',
  suspendError: (message: string) => `Error al suspender la cuenta: ${message}`,
  reactivate: 'Reactivar',
  reactivateTitle: (name: string) => `¿Reactivar la cuenta de ${name}?`,
  reactivateDescription: 'Podrá volver a iniciar sesión con su correo y su contraseña.',
  reactivateSuccess: 'Cuenta reactivada',
  reactivateError: (message: string) => `Error al reactivar la cuenta: ${message}`,
  suspendedNotice: 'Esta cuenta está suspendida: no puede iniciar sesión.',
} as const;

// ── Server-side messages (Spanish, design.md §3/§4) ───────────────────────────
export const SERVER_MESSAGES = {
  INVALID_CREDENTIALS: LOGIN_ERRORS[401],
  EMAIL_NOT_VERIFIED: LOGIN_ERRORS[403],
  ACCOUNT_PENDING: 'Tu cuenta está pendiente de aprobación por un administrador.',
  ACCOUNT_REJECTED: 'Tu solicitud de cuenta fue rechazada.',
  RATE_LIMITED: 'Demasiados intentos. Por favor, espera un momento e inténtalo de nuevo.',
  NOT_FOUND: 'Recurso no encontrado.',
  UNAUTHORIZED: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  INTERNAL: SERVER_ERROR,
  VALIDATION_FAILED: 'Datos inválidos.',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico.',
  SKU_TAKEN: 'Ya existe un producto con este SKU.',
  BARCODE_TAKEN: 'Ya existe un producto con este código de barras.',
  INSUFFICIENT_STOCK: insufficientStockMessage,
  PAYMENT_EXCEEDS_BALANCE: 'El monto del abono no puede superar el saldo pendiente de la venta.',
  SALE_NOT_PENDING: 'Solo se pueden registrar abonos en ventas pendientes.',
  CASH_SESSION_NOT_FOUND: 'Caja no encontrada.',
  CASH_SESSION_ALREADY_OPEN: 'Ya tienes una caja abierta. Ciérrala antes de abrir otra.',
  CASH_SESSION_CLOSED: 'Esta caja ya está cerrada: no se puede cambiar.',
  CASH_SESSION_NONE_OPEN: 'No hay una caja abierta. Abre la caja para registrar este movimiento.',
  CASH_COUNT_MISSING: (line: string) => `Falta lo contado en ${line}.`,
  PAYMENT_NEEDS_RATE:
    'No hay una tasa del dólar vigente: no se puede registrar un abono en bolívares. Regístralo en dólares.',
  CLIENT_REQUIRED: VALIDATION.saleClientRequired,
  INITIAL_PAYMENT_TOO_HIGH: VALIDATION.saleInitialPaymentTooHigh,
  IDEMPOTENCY_KEY_REUSED: 'Esta clave de idempotencia ya se usó con otra solicitud.',
  IDEMPOTENCY_IN_PROGRESS: 'Una solicitud con esta clave de idempotencia aún se está procesando.',
  INVALID_TOKEN: RESET_PASSWORD_ERRORS[400],
  INVALID_VERIFICATION_TOKEN: 'El enlace de verificación es inválido o ha expirado. Solicita uno nuevo.',
  SAME_PASSWORD: CHANGE_PASSWORD_ERRORS[400],
  WRONG_PASSWORD: CHANGE_PASSWORD_ERRORS[401],
  DOLLAR_RATE_UNAVAILABLE: DOLLAR_RATE_MESSAGES.unavailable,
  PRODUCT_NOT_FOUND: 'Producto no encontrado.',
  STOCK_PRODUCTS_NOT_FOUND: 'Uno o más productos no existen o fueron eliminados.',
  RETURN_LINE_NOT_FOUND: 'Esa línea no es de esta venta.',
  RETURN_EXCEEDS_SOLD: (name: string, left: number, unit: TProductUnit = 'UNIT') =>
    left === 0
      ? `${name} ya se devolvió por completo.`
      : `No puedes devolver más de lo vendido: de ${name} quedan ${formatQuantity(left, unit)} por devolver.`,
  RETURN_REFUND_TOO_LARGE: (limit: string) => `El reembolso no puede ser mayor que lo devuelto (${limit}).`,
  RETURN_REFUND_ABOVE_RECEIVED: (limit: string) =>
    `Solo puedes devolver en dinero ${limit}: lo que la venta cobró y aún no se ha devuelto. Lo demás se descuenta de lo que el cliente debe.`,
  RETURN_CREDIT_EXCEEDS_BALANCE: (balance: string) =>
    `El crédito no puede ser mayor que el saldo pendiente de la venta (${balance}): devuelve el dinero.`,
  CLIENT_NOT_FOUND: 'Cliente no encontrado.',
  SALE_NOT_FOUND: 'Venta no encontrada.',
  RECEIPT_LINK_NOT_FOUND: 'Este recibo no existe o el vendedor desactivó el enlace.',
  RECEIPT_LINK_REVOKED: 'Enlace desactivado: ya no abre el recibo.',
  USER_NOT_FOUND: 'Usuario no encontrado.',
  EXPENSE_NOT_FOUND: 'Gasto no encontrado.',
  OPEN_ACCOUNT_NOT_FOUND: 'Cuenta abierta no encontrada.',
  USER_NOT_PENDING: 'El usuario no está pendiente de aprobación.',
  ROLE_NOT_ALLOWED: 'No puedes asignar ese rol.',
  ACCOUNT_SUSPENDED: 'Tu cuenta está suspendida. Escribe al administrador.',
  USER_NOT_APPROVED: 'Solo se puede suspender o reactivar una cuenta aprobada.',
  CANNOT_SUSPEND_SELF: 'No puedes suspender tu propia cuenta.',
  CANNOT_SUSPEND_SUPER_ADMIN: 'No se puede suspender la cuenta de un superadministrador.',
  INVALID_EMAIL_CHANGE_TOKEN:
    'El enlace para cambiar tu correo es inválido o ha expirado. Solicita el cambio de nuevo desde tu perfil.',
  BUSY: 'Hay muchas ventas en curso. Intenta de nuevo en unos segundos.',
  /** 503 when this server is already making as many downloads as it may (design §15, exports). */
  EXPORTS_BUSY: 'Hay otras descargas en curso. Intenta de nuevo en unos segundos.',
  HEAVY_WORK_AT_ONCE:
    'Tu negocio ya tiene documentos o archivos preparándose: espera unos segundos y vuelve a intentarlo.',
  HEAVY_WORK_PER_MINUTE: (seconds: number) =>
    `Tu negocio pidió muchos documentos o archivos seguidos: vuelve a intentarlo en ${seconds} s.`,
  IMPORTS_BUSY: 'El servidor está leyendo otros archivos: vuelve a intentarlo en unos segundos.',
  /** 503 when the database cannot answer now (down, every connection busy, a statement past its time). */
  UNAVAILABLE: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
  /** 408 when a request's body did not arrive in time (apps/api/src/lib/request-timeout.ts). */
  REQUEST_TIMEOUT: 'La solicitud tardó demasiado en llegar. Revisa tu conexión e intenta de nuevo.',
  REQUEST_TOO_LARGE: 'La solicitud es demasiado grande.',
  // success messages
  REGISTERED: 'Solicitud recibida. Te enviaremos un correo cuando tu cuenta sea aprobada.',
  FORGOT_PASSWORD_SENT: 'Si el correo existe, te enviaremos un enlace para restablecer tu contraseña.',
  PASSWORD_RESET: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
  PASSWORD_CHANGED: 'Contraseña actualizada correctamente.',
  EMAIL_VERIFIED: 'Tu correo fue verificado. Te avisaremos cuando un administrador apruebe tu cuenta.',
  VERIFICATION_RESENT:
    'Si el correo existe y no está verificado, te enviaremos un nuevo enlace de verificación.',
  USER_APPROVED: 'Usuario aprobado con éxito',
  USER_REJECTED: 'Usuario rechazado con éxito',
  PRODUCT_DELETED: 'Producto eliminado correctamente.',
  EMAIL_CHANGED: 'Tu correo fue actualizado.',
  CLIENT_DELETED: 'Cliente eliminado correctamente.',
  EXPENSE_DELETED: 'Gasto eliminado exitosamente',
} as const;
