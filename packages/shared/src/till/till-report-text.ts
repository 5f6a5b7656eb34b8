/**
 * The Z report as plain text (design §11, §12): what "Compartir por WhatsApp" sends, laid out with the screen's
 * and the PDF's (tillReportLayout), so it gives the same figures in the same order. Plain text because WhatsApp,
 * SMS and a notes app all read it; the receipts share their text the same way.
 */
import { DEFAULT_TIME_ZONE } from '../common/constants';
import { layoutText } from '../documents/document-layout';
import { shopKnownByName } from '../documents/document-shop';
import { tillReportLayout, type TTillReportSession } from './till-report-document';

export type TTillReportTextOptions = {
  /** The business name, else the seller's name: the report's heading. */
  shopName?: string | null;
  /** The seller's zone for the opening and closing times; Caracas by default. */
  timeZone?: string;
};

export function buildTillReportText(
  session: TTillReportSession,
  options: TTillReportTextOptions = {},
): string {
  const shop = shopKnownByName(options.shopName ?? '', options.timeZone ?? DEFAULT_TIME_ZONE);
  return layoutText(tillReportLayout(session, shop));
}
