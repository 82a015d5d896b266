// The one-tap links of a ride: call or write to the client, and drive to an address. Plain URLs the
// phone hands to its dialler, WhatsApp or maps app; nothing here goes to the network by itself.

import { whatsappChatLink } from '../../domain/whatsapp';

/** The number as dialled: digits with a leading '+' kept; '' when there is none. */
export function telLink(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export { whatsappDigits } from '../../domain/whatsapp';

export function whatsappLink(phone: string): string | null {
  return whatsappChatLink(phone);
}

/** The phone's own maps app (Android asks which one), searching the address. */
export function geoLink(address: string): string {
  return `geo:0,0?q=${encodeURIComponent(address.trim())}`;
}

/** Google Maps' directions to the address, from where the phone is (works on iOS too). */
export function googleMapsLink(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address.trim())}`;
}
