// What a visitor typed and clicked on the server's page before the app took it over reaches the app:
// React's state gets the typed value (React had put the server's empty value back), the blur handler
// runs as if the visitor had left the field, and a held click follows, in the order they happened.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { replayEarlyActions, typeInto } from '../../src/app/early-actions';
import { exactly } from '../exactly';

function Search({ onSubmit }: { onSubmit: (time: string, note: string) => void }) {
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [blurs, setBlurs] = useState(0);
  return (
    <form>
      <input aria-label="time" value={time} onChange={(event) => setTime(event.target.value)} onBlur={() => setBlurs((n) => n + 1)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <p data-testid="blurs">{blurs}</p>
      <button type="button" onClick={() => onSubmit(time, note)}>
        Book
      </button>
    </form>
  );
}

describe('early actions', () => {
  it('typeInto gives React the value, also when the field already shows it', () => {
    const seen: string[] = [];
    render(<input aria-label="name" value="" onChange={(event) => seen.push(event.target.value)} />);
    const field = screen.getByLabelText<HTMLInputElement>('name');
    // As after a hydration that kept what the visitor typed: React saw the value, its state did not.
    field.value = 'Karim';
    act(() => typeInto(field, 'Karim'));
    expect(seen).toEqual(['Karim']);
  });

  it('replays typing then the click, in order, with blur for a field the visitor left', async () => {
    const submitted: [string, string][] = [];
    render(<Search onSubmit={(time, note) => submitted.push([time, note])} />);
    const time = screen.getByLabelText<HTMLInputElement>('time');
    const note = screen.getByLabelText<HTMLTextAreaElement>('note');
    await act(async () => {
      replayEarlyActions([
        { field: time, value: '21:30' },
        { field: note, value: 'Two suitcases' },
        { click: screen.getByRole('button', { name: 'Book' }) },
      ]);
    });
    await waitFor(() => expect(submitted).toEqual([['21:30', 'Two suitcases']]));
    expect(time).toHaveValue('21:30');
    expect(screen.getByTestId('blurs')).toHaveTextContent(exactly('1'));
  });

  it('types into the field the app now draws in place of the one the visitor typed into', async () => {
    const seen: string[] = [];
    function Swapping({ rich }: { rich: boolean }) {
      const [time, setTime] = useState('');
      seen.push(time);
      return rich ? (
        <label key="rich">
          Pickup time
          <input role="combobox" value={time} onChange={(event) => setTime(event.target.value)} />
        </label>
      ) : (
        <label key="plain">
          Pickup time
          <input value={time} onChange={(event) => setTime(event.target.value)} />
        </label>
      );
    }
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    const { rerender } = render(<Swapping rich={false} />, { container: root });
    const typedInto = screen.getByLabelText<HTMLInputElement>('Pickup time');
    rerender(<Swapping rich />);
    expect(typedInto.isConnected).toBe(false);
    await act(async () => {
      replayEarlyActions([{ field: typedInto, value: '21:30', label: 'Pickup time' }]);
    });
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('21:30'));
    expect(seen.at(-1)).toBe('21:30');

    // Typed into the new field before the replay reached it: what the visitor typed there stays.
    rerender(<Swapping rich={false} />);
    const plain = screen.getByLabelText<HTMLInputElement>('Pickup time');
    rerender(<Swapping rich />);
    const rich = screen.getByRole<HTMLInputElement>('combobox');
    act(() => {
      replayEarlyActions([{ field: plain, value: '08:00', label: 'Pickup time' }]);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(rich, '09:15');
      rich.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rich).toHaveValue('09:15');
    root.remove();
  });

  it('puts back only the last value of a field typed again in the one the app drew in its place', async () => {
    const seen: string[] = [];
    function Swapping({ rich }: { rich: boolean }) {
      const [date, setDate] = useState('');
      const type = (value: string) => {
        seen.push(value);
        setDate(value);
      };
      return (
        <label key={rich ? 'rich' : 'plain'}>
          Pickup date
          <input data-rich={rich || undefined} value={date} onChange={(event) => type(event.target.value)} />
        </label>
      );
    }
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    const { rerender } = render(<Swapping rich={false} />, { container: root });
    const plain = screen.getByLabelText<HTMLInputElement>('Pickup date');
    rerender(<Swapping rich />);
    const rich = screen.getByLabelText<HTMLInputElement>('Pickup date');
    await act(async () => {
      replayEarlyActions([
        { field: plain, value: '15/', label: 'Pickup date' },
        { field: rich, value: '15/06', label: 'Pickup date' },
      ]);
    });
    await waitFor(() => expect(rich).toHaveValue('15/06'));
    // '15/' was never put back over what followed it (the visitor, typing on, would have lost '06').
    expect(seen).toEqual(['15/06']);
    root.remove();
  });

  it('clicks the control the app now draws in place of the one pressed, and guesses none when two say the same', async () => {
    const pressed: string[] = [];
    function Toolbar({ draw, twice }: { draw: number; twice?: boolean }) {
      return (
        <div key={draw}>
          <button type="button" onClick={() => pressed.push(`Filters ${draw}`)}>
            Filters
          </button>
          <button type="button" aria-label="Close" onClick={() => pressed.push(`Close ${draw}`)}>
            ×
          </button>
          {twice && (
            <button type="button" aria-label="Close" onClick={() => pressed.push('the other Close')}>
              ×
            </button>
          )}
        </div>
      );
    }
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    const { rerender } = render(<Toolbar draw={1} />, { container: root });
    const filters = screen.getByRole('button', { name: 'Filters' });
    const close = screen.getByRole('button', { name: 'Close' });
    // Drawn again (its records arrived) between the visitor's taps and the replay.
    rerender(<Toolbar draw={2} />);
    expect(filters.isConnected).toBe(false);
    await act(async () => {
      replayEarlyActions([{ click: filters }, { click: close }]);
    });
    await waitFor(() => expect(pressed).toEqual(['Filters 2', 'Close 2']));

    pressed.length = 0;
    const closeAgain = screen.getByRole('button', { name: 'Close' });
    rerender(<Toolbar draw={3} twice />);
    await act(async () => {
      replayEarlyActions([{ click: closeAgain }, { click: screen.getByRole('button', { name: 'Filters' }) }]);
    });
    await waitFor(() => expect(pressed).toEqual(['Filters 3']));
    root.remove();
  });

  it('holds a click made while it replays until what came before is in, and does not retype a field typed into since', async () => {
    const submitted: [string, string][] = [];
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    render(<Search onSubmit={(time, note) => submitted.push([time, note])} />, { container: root });
    const time = screen.getByLabelText<HTMLInputElement>('time');
    const note = screen.getByLabelText<HTMLTextAreaElement>('note');
    const book = screen.getByRole('button', { name: 'Book' });
    const click = () => book.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    act(() => {
      replayEarlyActions([
        { field: time, value: '21:30' },
        { field: note, value: 'Two suitcases' },
      ]);
    });
    // The visitor, now: types another note, then presses Book before the replay is done.
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(note, 'One bag');
      note.dispatchEvent(new Event('input', { bubbles: true }));
      click();
    });
    expect(submitted).toEqual([]);
    await waitFor(() => expect(submitted).toEqual([['21:30', 'One bag']]));
    // Once the replay is done, clicks go straight through again.
    act(click);
    expect(submitted).toHaveLength(2);
    root.remove();
  });
});
