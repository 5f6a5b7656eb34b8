/** What the approval dialog says (decision record 029). */
export const APPROVAL_TEXTS = {
  title: 'Aprobación de un encargado',
  description: (what: string) => `Para ${what}, un encargado o el dueño escribe su PIN aquí.`,
  approver: 'Quién aprueba',
  pin: 'PIN de quien aprueba',
  approve: 'Aprobar',
  approving: 'Aprobando...',
  loading: 'Cargando quién puede aprobar...',
  loadError: 'No se pudo cargar quién puede aprobar.',
  nobody: 'Nadie puede aprobar todavía: el dueño pone su PIN en Perfil → Equipo.',
} as const;
