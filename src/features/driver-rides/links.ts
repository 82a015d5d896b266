// The one-tap links of a ride: call or write to the client, and drive to an address. Plain URLs the
// phone hands to its dialler, WhatsApp or maps app; nothing here goes to the network by itself.

/** The number as dialled: digits with a leading '+' kept; '' when there is none. */
export function telLink(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

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

export function whatsappLink(phone: string): string | null {
  const digits = whatsappDigits(phone);
  return digits === '' ? null : `https://wa.me/${digits}`;
}

/** The phone's own maps app (Android asks which one), searching the address. */
export function geoLink(address: string): string {
  return `geo:0,0?q=${encodeURIComponent(address.trim())}`;
}

/** Google Maps' directions to the address, from where the phone is (works on iOS too). */
export function googleMapsLink(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address.trim())}`;
}
