// The shared date field: typed day first and kept as typed, or picked in a calendar in the page's
// language (weeks from Monday, right to left in Arabic with Western digits), by keyboard alone.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/domain/paths';
import { DateField, earliestPickup } from '../../src/ui/date-field';
import { formatDateText, parseDateText } from '../../src/ui/date-text';
import { renderAt } from '../app/render';
import { exactly } from '../exactly';

describe('typed dates', () => {
  it('read day first or ISO, in Western or Arabic digits, and only real days', () => {
    expect(parseDateText('15/06/2027')).toBe('2027-06-15');
    expect(parseDateText(' 1.6.27 ')).toBe('2027-06-01');
    expect(parseDateText('1-6-2027')).toBe('2027-06-01');
    expect(parseDateText('2027-06-15')).toBe('2027-06-15');
    expect(parseDateText('١٥/٠٦/٢٠٢٧')).toBe('2027-06-15');
    expect(parseDateText('31/02/2027')).toBeNull();
    expect(parseDateText('15/06')).toBeNull();
    expect(parseDateText('')).toBeNull();
  });

  it('show a stored day as DD/MM/YYYY and anything else as it is', () => {
    expect(formatDateText('2027-06-05')).toBe('05/06/2027');
    expect(formatDateText('15/0')).toBe('15/0');
    expect(formatDateText('')).toBe('');
  });

  it('start at the later of today in Paris and the visitor’s today', () => {
    // 23:30 UTC on 30 June is already 1 July in Paris (summer time).
    const lateEvening = new Date('2027-06-30T23:30:00Z');
    expect(earliestPickup('2027-06-30', lateEvening)).toBe('2027-07-01');
    expect(earliestPickup('2027-07-02', lateEvening)).toBe('2027-07-02');
  });
});

function Form({ initial = '', minDate }: { initial?: string; minDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Pickup date" value={value} onChange={setValue} minDate={minDate} />
      <output data-testid="value">{value}</output>
    </>
  );
}

async function show(lang: Lang, ui = <Form />) {
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  await renderAt(`/${lang}`, ui, lang);
  return screen.getByRole('textbox') as HTMLInputElement;
}

const value = () => screen.getByTestId('value');
// jsdom lays nothing out, so the popover takes its target for scrolled away and hides itself:
// what is in it is found among hidden elements.
const hidden = true;
/** The button that names the month shown (and opens the months of its year). */
const monthShown = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { hidden })[1];
const focusedDay = () => document.activeElement as HTMLElement;
async function openCalendar() {
  fireEvent.click(screen.getByRole('button', { name: /date|تاريخ/i }));
  // The first opening waits for the calendar's code.
  const dialog = await screen.findByRole('dialog', { hidden }, { timeout: 10_000 });
  await waitFor(() => expect(focusedDay()).toHaveAttribute('data-date'), { timeout: 10_000 });
  return dialog;
}

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

describe('the date field', () => {
  it('is labelled, shows the stored day first, and gives the form a day once one is typed', async () => {
    const input = await show('en', <Form initial="2027-06-05" />);
    expect(screen.getByLabelText('Pickup date')).toBe(input);
    expect(input).toHaveValue('05/06/2027');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');

    fireEvent.change(input, { target: { value: '1/7/2027' } });
    expect(value()).toHaveTextContent(exactly('2027-07-01'));
    // Kept as typed while in the field, written in full once it is left.
    expect(input).toHaveValue('1/7/2027');
    fireEvent.blur(input);
    expect(input).toHaveValue('01/07/2027');
  });

  it('keeps what does not read as a day, for the form to say so', async () => {
    const input = await show('fr');
    expect(input).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    fireEvent.change(input, { target: { value: '31/02/2027' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('31/02/2027');
    expect(value()).toHaveTextContent(exactly('31/02/2027'));
  });

  it('opens a French calendar from Monday on the chosen day, moves by arrows across months and picks with Enter', async () => {
    const input = await show('fr', <Form initial="2027-06-29" />);
    const dialog = await openCalendar();
    expect(within(dialog).getAllByRole('columnheader', { hidden })[0]).toHaveTextContent(exactly('lu'));
    expect(monthShown(dialog)).toHaveTextContent(exactly('juin 2027'));
    expect(focusedDay()).toHaveAttribute('aria-label', 'mardi 29 juin 2027');

    fireEvent.keyDown(focusedDay(), { key: 'ArrowDown' });
    await waitFor(() => expect(focusedDay()).toHaveAttribute('aria-label', 'mardi 6 juillet 2027'));
    expect(monthShown(dialog)).toHaveTextContent(exactly('juillet 2027'));
    fireEvent.keyDown(focusedDay(), { key: 'ArrowRight' });
    await waitFor(() => expect(focusedDay()).toHaveAttribute('data-date', '2027-07-07'));
    fireEvent.keyDown(focusedDay(), { key: 'Home' });
    await waitFor(() => expect(focusedDay()).toHaveAttribute('aria-label', 'lundi 5 juillet 2027'));

    fireEvent.click(focusedDay());
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden })).not.toBeInTheDocument());
    expect(value()).toHaveTextContent(exactly('2027-07-05'));
    expect(input).toHaveValue('05/07/2027');
  });

  it('takes the focus back to its day when the down arrow is pressed in the field while it is open', async () => {
    const input = await show('en', <Form initial="2027-06-29" />);
    await openCalendar();
    input.focus();
    expect(focusedDay()).toBe(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(focusedDay()).toHaveAttribute('data-date', '2027-06-29');
    expect(screen.getByRole('dialog', { hidden })).toBeInTheDocument();
  });

  it('offers no day before the earliest one', async () => {
    await show('en', <Form minDate="2027-06-10" />);
    const dialog = await openCalendar();
    expect(focusedDay()).toHaveAttribute('data-date', '2027-06-10');
    expect(within(dialog).getByRole('button', { name: 'Wednesday 9 June 2027', hidden })).toBeDisabled();
    // The arrows stop at the earliest day.
    fireEvent.keyDown(focusedDay(), { key: 'ArrowUp' });
    await waitFor(() => expect(focusedDay()).toHaveAttribute('data-date', '2027-06-10'));
  });

  it('closes on Escape without a change', async () => {
    await show('en', <Form initial="2027-06-29" />);
    await openCalendar();
    fireEvent.keyDown(focusedDay(), { key: 'ArrowRight' });
    await waitFor(() => expect(focusedDay()).toHaveAttribute('data-date', '2027-06-30'));
    fireEvent.keyDown(focusedDay(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden })).not.toBeInTheDocument());
    expect(value()).toHaveTextContent(exactly('2027-06-29'));
  });

  it('reads right to left in Arabic, in Western digits: the left arrow goes to the next day', async () => {
    const input = await show('ar', <Form initial="2027-06-15" />);
    const dialog = await openCalendar();
    expect(monthShown(dialog)).toHaveTextContent(exactly('يونيو 2027'));
    expect(within(dialog).getAllByRole('columnheader', { hidden })[0]).toHaveTextContent(exactly('إثنين'));
    fireEvent.keyDown(focusedDay(), { key: 'ArrowLeft' });
    await waitFor(() => expect(focusedDay()).toHaveAttribute('data-date', '2027-06-16'));
    expect(focusedDay()).toHaveTextContent(exactly('16'));
    fireEvent.click(focusedDay());
    await waitFor(() => expect(input).toHaveValue('16/06/2027'));
  });
});
