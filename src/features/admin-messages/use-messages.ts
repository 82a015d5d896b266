// The messages screen's data: a page of contact messages (all, or those not yet handled) and the
// handled mark.
import { useContactPage, useSetContactHandled, type ContactFilter } from '../../db/contact-admin-queries';

export type { ContactFilter };

export function useMessages(filter: ContactFilter, limit: number) {
  return { page: useContactPage(filter, limit), setHandled: useSetContactHandled() };
}
