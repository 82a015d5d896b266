// WhatsApp hand-overs: a wa.me link opens a chat with a number and a message typed in.

/** The number a WhatsApp link takes: spaces (and any other separator, the '+' too) removed; '' when blank. */
export function whatsappNumber(input: string): string {
  return input.replace(/\s+/g, '').replace(/\D/g, '');
}

/** wa.me link that opens a chat with `number` and the message typed in; null when there is no number. */
export function whatsappLink(number: string, text: string): string | null {
  const digits = whatsappNumber(number);
  return digits === '' ? null : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
