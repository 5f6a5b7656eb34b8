/**
 * WhatsApp, what Venezuelan shops use to send documents (design §12): a wa.me link opens it with the text ready to
 * send to any chat.
 */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

const VENEZUELA_CODE = '58';
/** A Venezuelan number after the country code: a 3-digit area (4xx mobile, 2xx fixed) and 7 digits. */
const VENEZUELAN_NATIONAL = /^[24]\d{9}$/;
// E.164: a country code and the number, at most 15 digits; fewer than 8 is no one's phone.
const INTERNATIONAL = /^[1-9]\d{7,14}$/;

/**
 * The digits wa.me wants (country code first, no "+") for a client's phone as sellers write it: Venezuelan
 * numbers "0414-1234567", "0414 123 45 67", "(0412)1234567", "414 1234567" become 58414…; "+58…" and "58…" stay;
 * another country's number written with "+" (or "00") keeps its digits. Null when it cannot tell whose number it
 * is: a wrong chat is worse than choosing one.
 */
export function whatsAppPhoneDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const written = phone.trim();
  if (!/^[+\d\s().-]+$/.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+') || digits.startsWith('00')) {
    const international = digits.replace(/^00/, '');
    // "+58 0414…": the national 0 is not dialled after the country code.
    if (international.startsWith(`${VENEZUELA_CODE}0`)) return venezuelan(international.slice(3));
    if (international.startsWith(VENEZUELA_CODE)) return venezuelan(international.slice(2));
    return INTERNATIONAL.test(international) ? international : null;
  }
  if (digits.startsWith('0')) return venezuelan(digits.slice(1));
  if (digits.startsWith(VENEZUELA_CODE) && digits.length === 12) return venezuelan(digits.slice(2));
  return venezuelan(digits);
}

function venezuelan(national: string): string | null {
  return VENEZUELAN_NATIONAL.test(national) ? `${VENEZUELA_CODE}${national}` : null;
}

/** A chat with the client's phone with the text ready; the share link (any chat) when the phone makes no sense. */
export function whatsAppUrlForPhone(phone: string | null | undefined, text: string): string {
  const digits = whatsAppPhoneDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : whatsAppShareUrl(text);
}
