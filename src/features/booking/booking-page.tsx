// /{lang}/booking: the public booking wizard (SPEC 2.5, 4, 5). The booking is saved on the device
// with its outbox entry, so it is never lost; the sync engine delivers it to the office.
import { useLingui } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { useState } from 'react';
import { keptSelectedVehicle } from '../../app/state';
import { useSettings } from '../../db/hooks';
import type { Settings } from '../../domain/types';
import { BookingWizard } from './booking-wizard';
import { readDraft } from './draft-storage';
import { MaintenanceNotice } from './maintenance-notice';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageHead } from '../../ui/use-head';
import { useMounted } from '../../ui/use-mounted';
import { Loading } from '../../ui/loading';

function MaintenanceScreen({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  usePageHead();
  useDocumentTitle(t`Online booking is paused`);
  return <MaintenanceNotice settings={settings} />;
}

export function BookingPage() {
  const settings = useSettings();
  const mounted = useMounted();
  // Read once, in the browser: did this tab keep a draft or a chosen car? False on the server.
  const [kept] = useState(() => readDraft() !== null || keptSelectedVehicle() !== null);
  if (settings === undefined)
    return (
      <Center mih="50vh">
        <Loading color="gold.5" />
      </Center>
    );
  if (settings.maintenanceMode) return <MaintenanceScreen settings={settings} />;
  // With nothing kept, the wizard is the server's from the start. With something kept, it first
  // opens as the server drew it (to hydrate that markup), then once more from what the tab kept
  // (a new key starts it again).
  const fromDevice = kept ? mounted : typeof window !== 'undefined';
  return <BookingWizard key={fromDevice && kept ? 'kept' : 'page'} settings={settings} fromDevice={fromDevice} />;
}
