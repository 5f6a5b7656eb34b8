import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { SheetError } from './sheet-error';

/** What a reader of one XML part hears: tags by their local name (a file may write `x:row` for `row`). */
export interface TXmlHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

/** Thrown by a handler that has heard enough: the reading stops there, and the part is left unread. */
export class StopReading extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Reads one XML part as it inflates, chunk by chunk, handing each tag and text to the handlers; a handler stops it
 * by throwing StopReading (or a SheetError, which goes on up). XML that does not parse is a damaged file.
 */
export async function readXmlEvents(stream: Readable, handlers: TXmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  const { open, close, text } = handlers;
  if (open) {
    parser.on('opentag', (tag) => open(localName(tag.name), (tag as SaxesTagPlain).attributes));
  }
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    stream.destroy();
    if (error instanceof StopReading) return;
    if (error instanceof SheetError) throw error;
    throw new SheetError(VALIDATION.importXlsxDamaged);
  }
}
