// The settings screen's reads for the messages card: the bookings of this device a template can be
// previewed with (the newest first, with their driver's name and their car), and whether the server
// sends email (asked of the server: the email switches only mean something when it does).

import { useEffect, useState } from 'react';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { useDb } from '../../db/db-context';
import { useDeviceQuery } from '../../db/live-query';
import type { Booking } from '../../domain/types';
import { defaultFetch, getSyncBaseUrl } from '../../sync/auth-backend';
import { mailStatus, type MailStatus } from '../../sync/mail-api';

export interface PreviewBooking {
  booking: Booking;
  driverName?: string | undefined;
  vehicle?: { name: string; plate?: string | undefined } | undefined;
}

const PREVIEW_BOOKINGS = 20;

export function usePreviewBookings(): PreviewBooking[] | undefined {
  const db = useDb();
  return useDeviceQuery(
    db,
    async (db) => {
      const bookings = await db.bookings.orderBy('createdAt').reverse().limit(PREVIEW_BOOKINGS).toArray();
      const driverIds = [...new Set(bookings.map((b) => b.driverId).filter((id): id is string => !!id))];
      const carIds = [...new Set(bookings.map((b) => b.assignedVehicleId ?? b.vehicleId).filter((id): id is string => !!id))];
      const [profiles, staff, cars] = await Promise.all([db.profiles.bulkGet(driverIds), db.staff.bulkGet(driverIds), db.cars.bulkGet(carIds)]);
      const names = new Map(driverIds.map((id, i) => [id, profiles[i]?.name ?? staff[i]?.name]));
      const carsById = new Map(carIds.map((id, i) => [id, cars[i]]));
      return bookings.map((booking) => {
        const car = carsById.get(booking.assignedVehicleId ?? booking.vehicleId ?? '');
        return {
          booking,
          driverName: booking.driverId ? names.get(booking.driverId) : undefined,
          vehicle: car ? { name: car.name, plate: car.plate } : undefined,
        };
      });
    },
    [],
  );
}

/** The server's mail status; null while unknown (no server, offline, not signed in to it). */
export function useMailStatus(): MailStatus | null {
  const db = useDb();
  const token = useAtomValue(staffSessionAtom)?.token ?? '';
  const [status, setStatus] = useState<MailStatus | null>(null);
  useEffect(() => {
    if (!db || !token) return;
    let live = true;
    void (async () => {
      try {
        const answer = await mailStatus({ fetch: defaultFetch(), baseUrl: await getSyncBaseUrl(db) }, token);
        if (live) setStatus(answer);
      } catch {
        if (live) setStatus(null);
      }
    })();
    return () => {
      live = false;
    };
  }, [db, token]);
  return status;
}
