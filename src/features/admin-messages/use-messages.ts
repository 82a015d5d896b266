// The messages screen's data: a page of contact messages (all, or those not yet handled), the
// handled mark, and the messages past the retention period of the settings.
import {
  useContactPage,
  useDeleteExpiredContacts,
  useExpiredContacts,
  useSetContactHandled,
  type ContactFilter,
} from './queries';

export type { ContactFilter };

export function useMessages(filter: ContactFilter, limit: number) {
  return {
    page: useContactPage(filter, limit),
    setHandled: useSetContactHandled(),
    expired: useExpiredContacts(),
    deleteExpired: useDeleteExpiredContacts(),
  };
}
