import { z } from 'zod';

let configured = false;

/**
 * zod's own messages (wrong type, missing field) in Spanish, for both apps; the spec's messages set on
 * each schema still take precedence.
 */
export function configureZodSpanish(): void {
  if (configured) return;
  z.config(z.locales.es());
  configured = true;
}
