// The next steps of a ride as large buttons, in order: accept or decline (with an optional reason),
// then on my way, on location, passenger on board or no-show (with the minutes waited), done.
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea, useComputedColorScheme } from '@mantine/core';
import { IconCheck, IconClockPause, IconX } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { nextDriverActions } from '../../domain/ride-state';
import { readWaitMinutes, WAIT_MAX_MINUTES } from './form';
import type { MyRide } from './queries';
import { useRideWords } from './use-ride-words';
import type { StepExtra, StepKind } from './use-steps';

const NOTE_MAX = 500;

export interface StepButtonsProps {
  ride: MyRide;
  busy: boolean;
  onStep: (kind: StepKind, extra?: StepExtra) => void;
}

export function StepButtons({ ride, busy, onStep }: StepButtonsProps) {
  const { t } = useLingui();
  const words = useRideWords();
  const [asking, setAsking] = useState<'declined' | 'no_show' | null>(null);
  // Outlined words need a pale shade on the night navy to read at AA.
  const dark = useComputedColorScheme('light') === 'dark';
  if (ride.booking.status === 'cancelled') return null;
  const kinds = nextDriverActions(ride.state).filter((k): k is StepKind => k !== 'undone' && k !== 'assigned');
  if (kinds.length === 0) return null;
  const name = `${ride.booking.firstName} ${ride.booking.lastName}`.trim();

  const button = (kind: StepKind) => {
    const label = words.action(kind);
    const common = { size: 'lg', h: 56, radius: 'xl', loading: busy, fz: 18 } as const;
    if (kind === 'declined')
      return (
        <Button key={kind} {...common} variant="outline" color={dark ? 'red.4' : 'red.8'} leftSection={<IconX size={22} aria-hidden />} onClick={() => setAsking('declined')}>
          {label}
        </Button>
      );
    if (kind === 'no_show')
      return (
        <Button key={kind} {...common} variant="outline" color={dark ? 'orange.4' : 'orange.9'} leftSection={<IconClockPause size={22} aria-hidden />} onClick={() => setAsking('no_show')}>
          {label}
        </Button>
      );
    return (
      <Button key={kind} {...common} color={kind === 'accepted' || kind === 'done' ? 'teal.9' : undefined} leftSection={<IconCheck size={22} aria-hidden />} onClick={() => onStep(kind)}>
        {label}
      </Button>
    );
  };

  return (
    <>
      {/* Accept and decline side by side; longer words (passenger on board, no-show) one to a row on a phone. */}
      <SimpleGrid cols={{ base: kinds.includes('accepted') ? 2 : 1, sm: kinds.length }} spacing="sm" role="group" aria-label={t`Next step for ${name}`}>
        {kinds.map(button)}
      </SimpleGrid>
      <DeclineModal
        opened={asking === 'declined'}
        name={name}
        onClose={() => setAsking(null)}
        onConfirm={(note) => {
          setAsking(null);
          onStep('declined', note ? { note } : {});
        }}
      />
      <NoShowModal
        opened={asking === 'no_show'}
        name={name}
        onClose={() => setAsking(null)}
        onConfirm={(waitMinutes) => {
          setAsking(null);
          onStep('no_show', { waitMinutes });
        }}
      />
    </>
  );
}

/** A question before a step, its header no landmark of the page (Mantine draws a <header>). */
function RideDialog({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content radius="lg">
        <Modal.Header role="presentation">
          <Modal.Title fw={600} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} size="lg" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function DeclineModal({ opened, name, onClose, onConfirm }: { opened: boolean; name: string; onClose: () => void; onConfirm: (note: string) => void }) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const tooLong = note.trim().length > NOTE_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    onConfirm(note.trim());
    setNote('');
  };
  return (
    <RideDialog opened={opened} onClose={onClose} title={t`Decline the ride of ${name}?`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t`The office is told and gives the ride to another driver.`}</Text>
          <Textarea
            label={t`Reason (optional)`}
            rows={3}
            size="md"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={tooLong ? t`At most ${NOTE_MAX} characters` : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" h={48} onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" color="red.8" size="md" h={48}>
              {t`Decline the ride`}
            </Button>
          </Group>
        </Stack>
      </form>
    </RideDialog>
  );
}

function NoShowModal({ opened, name, onClose, onConfirm }: { opened: boolean; name: string; onClose: () => void; onConfirm: (minutes: number) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const messages = {
    waitRequired: t`Enter the minutes you waited`,
    waitRange: t`Enter a whole number of minutes between 0 and ${WAIT_MAX_MINUTES}`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readWaitMinutes(typed);
    if ('issue' in read) {
      setIssue(messages[read.issue]);
      return;
    }
    setIssue(null);
    setTyped('');
    onConfirm(read.minutes);
  };
  return (
    <RideDialog opened={opened} onClose={onClose} title={t`No-show of ${name}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t`The time of this tap and, if you share it, your position are kept as proof.`}</Text>
          <TextInput
            label={t`Minutes waited`}
            withAsterisk
            inputMode="numeric"
            size="md"
            dir="ltr"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={issue}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" h={48} onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" color="orange.9" size="md" h={48}>
              {t`Record the no-show`}
            </Button>
          </Group>
        </Stack>
      </form>
    </RideDialog>
  );
}
