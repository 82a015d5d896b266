// The wizard's four steps across the top. Memoized: the wizard draws again at each keystroke (its
// summary follows what is typed), the steps only when the current one changes.
import { useLingui } from '@lingui/react/macro';
import { Stepper } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import classes from './booking.module.css';

/** The steps' titles, in order. */
export function useStepTitles(): readonly string[] {
  const { t, i18n } = useLingui();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language, not `t`, says when they change
  return useMemo(() => [t`Service & Vehicle`, t`Personal Details`, t`Confirmation`, t`Complete`], [i18n.locale]);
}

/** `onStepBack`: a step before the current one was pressed (none once the booking is made). */
export const BookingSteps = memo(function BookingSteps({ active, onStepBack }: { active: number; onStepBack?: (step: number) => void }) {
  const { t } = useLingui();
  const titles = useStepTitles();
  return (
    <Stepper
      active={active}
      onStepClick={onStepBack ? (step) => step < active && onStepBack(step) : undefined}
      allowNextStepsSelect={false}
      size="sm"
      color="gold"
      completedIcon={<IconCheck size={18} aria-hidden />}
      aria-label={t`Booking steps`}
      classNames={{ root: classes.stepper, steps: classes.steps, separator: classes.separator, step: classes.step, stepBody: classes.stepBody }}
    >
      {titles.map((title) => (
        // Named by what it shows, its number and title; a phone shows only the number of the other
        // steps, their titles still named for screen readers (booking.module.css).
        <Stepper.Step key={title} label={title} />
      ))}
    </Stepper>
  );
});
