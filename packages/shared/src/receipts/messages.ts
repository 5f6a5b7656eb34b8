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
