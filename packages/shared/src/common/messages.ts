/**
 * The texts every part of the app shares, verbatim from the spec where it has them: the error envelope's codes
 * (design.md §3), the generic errors, the validation messages (spec §5) and the Spanish messages the server sends
 * (spec §8; design.md §3: `message` is Spanish and safe to show).
 */

import type { TProductUnit } from '../products/constants';
import { CART_EMPTY_MESSAGE, insufficientStockMessage } from '../sales/cart-messages';
import { MAX_SALE_ITEMS, MAX_SALE_PAYMENTS } from '../sales/constants';
import { STOCK_LINES_MAX } from '../stock/constants';
import { formatQuantity } from '../stock/quantity';
import { CASH_MOVEMENT_REASON_MAX } from '../till/constants';
import { CHANGE_PASSWORD_ERRORS, LOGIN_ERRORS, RESET_PASSWORD_ERRORS } from '../auth/messages';
import { DOLLAR_RATE_MESSAGES } from '../dollar-rate/messages';
import { SERVER_ERROR } from './generic-errors';
// ── Machine codes of the error envelope (design.md §3) ────────────────────────
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'APPROVAL_REQUIRED',
  'OWNER_UNCHANGEABLE',
  'INVALID_PIN',
  'MEMBER_LOCKED',
  'DEVICE_NOT_ENROLLED',
  'PIN_SESSION',
  'MEMBER_EXISTS',
  'INVITATION_INVALID',
  'NOT_A_MEMBER',
  'REGISTER_NAME_TAKEN',
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
  'CREDIT_LIMIT_EXCEEDED',
  'CREDIT_LIMIT_FORBIDDEN',
  'REMINDED_TODAY',
  'PRICE_LIST_NAME_TAKEN',
  'TOO_MANY_PRICE_LISTS',
  'DISCOUNT_OVER_LIMIT',
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
  memberNameRequired: 'El nombre del miembro debe tener entre 2 y 100 caracteres',
  memberRoleRequired: 'Elige el rol: Encargado, Cajero o Contador',
  memberStatusInvalid: 'El estado debe ser activo o suspendido',
  memberPinFormat: 'El PIN debe tener de 4 a 6 dígitos',
  memberUnknownField: 'Campo no permitido',
  deviceNameRequired: 'El nombre del equipo debe tener entre 2 y 60 caracteres',
  deviceTokenRequired: 'Falta la clave del equipo',
  memberRequired: 'Elige quién eres',
  memberEmailOrPin: 'Escribe su correo para invitarlo, o un PIN para que entre en los equipos del negocio',
  shopRequired: 'Elige el negocio',
  registerRequired: 'Elige la caja',
  registerNameRequired: 'El nombre de la caja debe tener entre 2 y 40 caracteres',
  approvalActionInvalid: 'Acción no reconocida',
  approverRequired: 'Elige quién aprueba',
  reportRangeOrder: 'La fecha final debe ser igual o posterior a la inicial',
  reportRangeTooLong: 'El periodo puede ser de hasta un año',
  idleLockRange: 'El bloqueo por inactividad debe ser de 1 a 240 minutos',
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
  referenceCurrencyInvalid: 'Elige la moneda de referencia: dólar o euro',
  referenceCurrencyOnlyVenezuela:
    'El euro como moneda de referencia usa la tasa del BCV: solo está disponible para negocios en Venezuela',
  invalidMonth: 'Mes inválido: usa el formato AAAA-MM (por ejemplo, 2025-03)',
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
  ROLE_FORBIDDEN: 'Tu rol en este negocio no permite esta acción.',
  APPROVAL_REQUIRED: 'Esta acción necesita la aprobación de un encargado o del dueño.',
  OWNER_UNCHANGEABLE: 'El dueño del negocio no se puede cambiar, suspender ni quitar.',
  MEMBER_NOT_FOUND: 'Miembro no encontrado.',
  MEMBER_REMOVED: 'Miembro quitado del negocio.',
  INVALID_PIN: 'PIN incorrecto.',
  APPROVAL_INVALID:
    'La aprobación no sirve para esta acción: ya se usó, pasaron más de 2 minutos o era para otra cosa. Pide una nueva.',
  APPROVER_NOT_ALLOWED: 'Solo un encargado o el dueño puede aprobar.',
  MEMBER_LOCKED: 'Demasiados PIN incorrectos. Pide al dueño o a un encargado que te dé un PIN nuevo.',
  DEVICE_NOT_ENROLLED:
    'Este equipo no está registrado en el negocio. Pide al dueño o a un encargado que lo registre.',
  DEVICE_NOT_FOUND: 'Equipo no encontrado.',
  MEMBER_EXISTS: 'Esa persona ya es miembro del negocio.',
  MEMBER_INVITED: 'Aún no aceptó la invitación: puedes cambiar su rol, invitarlo de nuevo o quitarlo.',
  ACCOUNT_CANNOT_JOIN:
    'Ese correo es de un administrador de la plataforma: no puede ser miembro de un negocio.',
  INVITATION_INVALID:
    'La invitación no es válida o ya venció. Pide al dueño del negocio que te invite de nuevo.',
  NOT_A_MEMBER: 'No eres miembro activo de ese negocio.',
  NO_ACTIVE_SHOP: 'Tu cuenta ya no pertenece a ningún negocio activo.',
  REGISTER_NOT_FOUND: 'Caja no encontrada.',
  REGISTER_NAME_TAKEN: 'Ya hay una caja con ese nombre.',
  DEVICE_REMOVED: 'Equipo quitado del negocio.',
  PIN_SESSION:
    'En un equipo del negocio se entra con PIN: los datos de una cuenta se cambian iniciando sesión con su correo.',
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
