/**
 * Test support for the API's tests and the browser journeys, which both read the e-mails a real SMTP server
 * received (design §9): the subject and the decoded text of a raw message. Node only (Buffer); the web app
 * never imports it.
 */

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
export function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes an RFC 2047 header value (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A header of a head (folded lines joined), '' when absent. */
function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function splitHead(entity: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(entity);
  return match ? [entity.slice(0, match.index), entity.slice(match.index + match[0].length)] : [entity, ''];
}

/** The decoded bodies of a MIME entity, recursing into multiparts. */
function decodeEntity(entity: string): string[] {
  const [head, body] = splitHead(entity);
  const type = headerOf(head, 'Content-Type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => decodeEntity(part.replace(/^\r?\n/, '')));
  }
  const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
}

/** The decoded Subject of a raw message. */
export function mailSubject(raw: string): string {
  return decodeHeaderWords(headerOf(splitHead(raw)[0], 'Subject'));
}

/** The decoded text of every part of a raw message (quoted-printable and base64 undone), headers excluded. */
export function mailText(raw: string): string {
  return decodeEntity(raw).join('\n');
}

/** The links of a message's text, `&amp;` undone. */
export function mailLinks(text: string): URL[] {
  return (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => new URL(link.replace(/&amp;/g, '&')));
}
