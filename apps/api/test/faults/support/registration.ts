/** A valid registration for this address (Venezuela, a strong password), as the register wizard sends it. */
export function registration(email: string) {
  return {
    name: 'María',
    lastname: 'Pérez',
    email,
    password: 'Segura#2025',
    country: {
      name: 'Venezuela',
      code: 'VE',
      currency: 'Bolívar venezolano',
      currencyCode: 'VES',
      currencySymbol: 'Bs.',
    },
    acceptTerms: true,
  };
}

let sequence = 0;
/** An address no account has. */
export const unknownEmail = () => `nadie-${(sequence += 1)}-${Date.now()}@example.com`;
