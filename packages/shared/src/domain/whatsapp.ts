/**
 * WhatsApp, what Venezuelan shops use to send documents (design §12): a wa.me link opens it with the text ready to
 * send to any chat.
 */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
