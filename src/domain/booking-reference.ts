// The reference a visitor is given for a booking (the wizard's last step, the visitor's bookings).

/** SPEC 9: '#WB' and the last 6 digits of the moment the booking was made, in milliseconds. */
export function bookingReference(createdAt: string): string {
  const ms = Date.parse(createdAt);
  const digits = Number.isFinite(ms) ? String(Math.abs(Math.trunc(ms))).slice(-6).padStart(6, '0') : '000000';
  return `#WB${digits}`;
}
