// Cancelling a ride from its booking: by the office, at the client's request, or a late cancellation
// (the client cancelled too late to be refunded), with an optional note. The event and the booking's
// 'cancelled' status are one write.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CANCELLED_KINDS } from '../../domain/ride-state';
import type { Booking } from '../../domain/types';
import { useDispatchWords } from '../../ui/admin/dispatch-words';
import { showToast } from '../../ui/toast';
import { useCancelRide, type CancelKind } from './use-bookings';

interface Props {
  booking: Booking;
  opened: boolean;
  onClose: () => void;
}

export function CancelRideDialog({ booking, opened, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Cancel this ride?`}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && <CancelForm booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({ booking, onClose }: Omit<Props, 'opened'>) {
  const { t } = useLingui();
  const words = useDispatchWords();
  const cancel = useCancelRide();
  const [kind, setKind] = useState<CancelKind>('cancelled_operator');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await cancel(booking.id, kind, note);
      showToast({ color: 'teal', message: t`Ride cancelled` });
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Radio.Group label={t`Who cancels?`} value={kind} onChange={(value) => setKind(CANCELLED_KINDS.find((k) => k === value) ?? 'cancelled_operator')}>
        <Stack gap="sm" mt="xs">
          {CANCELLED_KINDS.map((k) => (
            <Radio key={k} value={k} label={words.state(k)} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea label={t`Note (optional)`} rows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={note.trim().length > 500 ? t`This note is too long` : undefined} />
      {failed && (
        <Alert color="red" variant="light" role="alert">
          <Trans>The ride could not be cancelled. Try again.</Trans>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
        <Button variant="default" size="md" onClick={onClose} disabled={saving}>
          <Trans>Keep the ride</Trans>
        </Button>
        <Button color="red.8" size="md" onClick={() => void confirm()} loading={saving} disabled={note.trim().length > 500}>
          <Trans>Cancel the ride</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
