/** What the shop's devices and the PIN screen say (decision record 029). */
export const DEVICE_TEXTS = {
  title: 'Equipos del negocio',
  explanation:
    'En un teléfono o tablet registrado como del negocio, cada miembro entra con su PIN. Si lo pierdes, quítalo ' +
    'aquí y nadie podrá entrar desde él.',
  loading: 'Cargando los equipos...',
  loadError: 'Error al cargar los equipos',
  none: 'Todavía no hay equipos registrados.',
  thisDevice: 'Este equipo',
  enrolledBy: (name: string) => `Registrado por ${name}`,
  lastSeen: (when: string) => `Último uso: ${when}`,
  name: 'Nombre del equipo',
  namePlaceholder: 'Caja del mostrador',
  enrol: 'Registrar este teléfono',
  enrolling: 'Registrando...',
  enrolled: (name: string) => `${name} ya es un equipo del negocio: aquí se entra con PIN.`,
  alreadyThis: 'Este teléfono ya es un equipo del negocio.',
  remove: 'Quitar',
  removing: 'Quitando...',
  removeTitle: (name: string) => `¿Quitar ${name}?`,
  removeDescription: 'Las sesiones abiertas con PIN en ese equipo terminan al instante.',
  removed: (name: string) => `${name} ya no es un equipo del negocio.`,
  changeError: 'No se pudo guardar el cambio.',
} as const;

export const PIN_TEXTS = {
  title: 'Entrar con PIN',
  description: 'Elige quién eres y escribe tu PIN.',
  notEnrolled:
    'Este teléfono no está registrado como equipo del negocio. El dueño o un encargado lo registra en Perfil → ' +
    'Equipos del negocio.',
  loading: 'Cargando el equipo...',
  loadError: 'No se pudo cargar quién trabaja en este equipo.',
  nobody: 'Nadie tiene PIN todavía. El dueño da un PIN a cada miembro en Perfil → Equipo.',
  who: '¿Quién eres?',
  locked: 'Bloqueado',
  pin: 'PIN',
  enter: 'Entrar',
  entering: 'Entrando...',
  other: 'Elegir otra persona',
  withEmail: 'Entrar con correo y contraseña',
  switchMember: 'Cambiar de usuario',
} as const;
