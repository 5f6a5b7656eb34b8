/** What the screens say about the shops a person works in and the invitation that brought them (design §18). */
export const SHOPS_TEXTS = {
  pickTitle: 'Elige el negocio',
  pickDescription: 'Trabajas en más de un negocio. ¿En cuál vas a trabajar ahora?',
  cardTitle: 'Tus negocios',
  cardExplanation: 'Trabajas en más de un negocio: cambia de uno a otro aquí.',
  current: 'Actual',
  switchTo: (name: string) => `Trabajar en ${name}`,
  switching: 'Cambiando...',
  loading: 'Cargando tus negocios...',
  loadError: 'Error al cargar tus negocios',
  switchError: 'No se pudo cambiar de negocio.',
  inviteTitle: 'Aceptar la invitación',
  inviteDescription:
    'Elige una contraseña para entrar con tu correo. Si ya tienes una cuenta en Cuadre, escribe tu contraseña de siempre.',
  invalidTitle: 'Invitación inválida',
  invalidText:
    'El enlace de la invitación no es válido o ya venció. Pide al dueño del negocio que te invite de nuevo.',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  accept: 'Aceptar y entrar',
  accepting: 'Entrando...',
  acceptError: 'No se pudo aceptar la invitación.',
  goToLogin: 'Ir a iniciar sesión',
} as const;
