import { SHORT_ID_LENGTH } from './constants';

/** Ids are shown shortened to their first 8 characters (spec §9). */
export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}
