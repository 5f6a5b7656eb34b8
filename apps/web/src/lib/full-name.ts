/** 'Ana Rojas', or 'Ana' for an account without a last name (accounts created by an admin may have none). */
export function fullName(user: { name: string; lastname?: string | null }): string {
  return [user.name, user.lastname].filter(Boolean).join(' ');
}
