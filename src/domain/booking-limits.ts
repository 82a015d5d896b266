// The visitor's booking: its limits and defaults (SPEC 3 'Public booking draft', SPEC 9 'Booking
// estimate'). Apart from the wizard's rules (src/features/booking/form.ts) so that a screen reading
// them (the home page's search) does not bring the wizard's validation schemas into its first code.

export const PASSENGERS_MIN = 1;
export const PASSENGERS_MAX = 8;
export const LUGGAGE_MIN = 0;
export const LUGGAGE_MAX = 8;
/** SPEC 3's defaults for what a draft or a payload leaves out. */
export const DEFAULT_PASSENGERS = 1;
export const DEFAULT_LUGGAGE = 1;
