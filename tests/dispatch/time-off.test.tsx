// Time off from the board: an end before the start is said next to the end and nothing typed is
// lost; once right, the time off shows as a blocked span in the driver's row, and tapping it offers
// to delete it.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DispatchPage } from '../../src/features/dispatch/dispatch-page';
import { DAY0, readyBoard, renderScreen, row, seededDb } from './harness';

configure({ asyncUtilTimeout: 5000 });

const SAMIR = '5eed0000-0000-4000-8000-000000000054';

async function pick(label: RegExp, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

describe('time off', () => {
  it('says an end before the start next to the field, then adds and deletes the time off', async () => {
    const db = seededDb();
    await renderScreen(db, `/en/admin/dispatch?date=${DAY0}`, '/:lang/admin/dispatch', <DispatchPage />, ['dispatch', 'admin']);
    await readyBoard();
    fireEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add time off' }));
    await pick(/^Driver\W*$/, 'Samir Gharbi');
    const start = dialog.getByLabelText(/^Start time\W*$/, { selector: 'input' });
    const end = dialog.getByLabelText(/^End time\W*$/, { selector: 'input' });
    fireEvent.change(start, { target: { value: '14:00' } });
    fireEvent.change(end, { target: { value: '09:00' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: 'Dentist' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('The end must be after the start')).toBeVisible();
    expect(end).toHaveAccessibleDescription('The end must be after the start');
    expect(start).toHaveValue('14:00');
    expect(dialog.getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('Dentist');
    expect(await db.timeOff.where('staffId').equals(SAMIR).count()).toBe(0);

    fireEvent.change(end, { target: { value: '17:30' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save' })));
    await waitFor(async () => expect(await db.timeOff.where('staffId').equals(SAMIR).toArray()).toEqual([
      expect.objectContaining({ startsAt: `${DAY0}T14:00`, endsAt: `${DAY0}T17:30`, reason: 'Dentist' }),
    ]));

    const span = await within(row(SAMIR)).findByRole('button', { name: 'Time off · Dentist: Wed 10 Jun, 14:00–17:30' });
    fireEvent.click(span);
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this time off?' }));
    // The dialog fades in (Mantine's transition, on timers): visible once that has run, later on a busy machine.
    await waitFor(() => expect(confirm.getByText('Samir Gharbi · Time off · Dentist: Wed 10 Jun, 14:00–17:30')).toBeVisible());
    await act(async () => fireEvent.click(confirm.getByRole('button', { name: 'Delete' })));
    await waitFor(async () => expect(await db.timeOff.where('staffId').equals(SAMIR).count()).toBe(0));
    await waitFor(() => expect(within(row(SAMIR)).queryByRole('button', { name: /Time off/ })).not.toBeInTheDocument());
  });
});
