import { z } from 'zod';
import { VALIDATION } from './messages';

let configured = false;

/**
 * zod's own messages (wrong type, missing field) in Spanish, for both apps; the spec's messages set on
 * each schema still take precedence.
 */
export function configureZodSpanish(): void {
  if (configured) return;
  const spanish = z.locales.es();
  z.config({
    // zod's Spanish for a failed `.regex()` prints the pattern itself ("debe coincidir con el patrón /^…$/"):
    // noise to a seller, and a map of what the server accepts to anyone else.
    localeError: (issue) =>
      issue.code === 'invalid_format' && issue.format === 'regex'
        ? VALIDATION.invalidFormat
        : spanish.localeError(issue),
  });
  configured = true;
}
