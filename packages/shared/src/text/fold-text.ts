/**
 * Text as a person compares it: no accents, no case, no outer spaces ('  Energía ' → 'energia'). Used where a
 * match must ignore how a word was typed (country names on the server, the expense description box).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}
