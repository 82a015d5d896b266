// The dashboard's data: its figures from the device database and the signed-in member's role, which
// decides the quick actions shown (a driver opens bookings only).
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { useDashboard } from './queries';
import type { StaffRole } from '../../domain/types';

export function useDashboardData() {
  const session = useAtomValue(staffSessionAtom);
  const role: StaffRole = session?.user.role ?? 'driver';
  return { figures: useDashboard(), role };
}
