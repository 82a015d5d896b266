// WhatsApp's click-to-chat links (wa.me): the number in the form it wants, and the text typed in.
// Used by the phone's 'Send on WhatsApp' and by the client's status page (the office's number).

/**
 * The international number wa.me wants (digits only, country code first). '00' is the international
 * prefix; a French national number ('06 12 34 56 78') gets France's code, as the office writes most
 * numbers that way.
 */
export function whatsappDigits(phone: string): string {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (/^0[1-9]\d{8}$/.test(digits)) digits = `33${digits.slice(1)}`;
  return digits;
}

/** A chat with this number, the text typed in when there is one; null when there is no number. */
export function whatsappChatLink(phone: string, text?: string): string | null {
  const digits = whatsappDigits(phone);
  if (digits === '') return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
