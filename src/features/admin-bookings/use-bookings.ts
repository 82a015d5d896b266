// What the bookings screens read and write; the only file of this feature that reaches src/db.
export {
  BOOKINGS_PAGE_SIZE,
  useAdminBookings,
  usePrepareBookingSearch,
  useAssignRide,
  useCancelRide,
  useClientMessages,
  useRecordWhatsApp,
  useIsAdmin,
  useSetBookingStatus,
  type CancelKind,
  type BookingListPage,
  type BookingStatusFilter,
} from './queries';
export { useBooking, useCar, useRemarks, useSettings, useTour } from '../../db/hooks';
export { useDispatchWindow, useRideEvents } from '../../db/dispatch-queries';
