/**
 * Links inside the auth screens: underlined, so they stand apart from the text around them without relying
 * on colour alone (axe `link-in-text-block`); teal-700 passes contrast on white.
 */
export const textLinkClass =
  'font-medium text-teal-700 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 rounded-sm';
