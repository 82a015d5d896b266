// A home search field is swapped for its richer version only once that version's code has arrived:
// meanwhile the plain field stays (the visitor's focus and typing with it), and the swap hands the
// focus and the caret over. Code that does not arrive leaves the plain field working.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useState, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { upgrade, useFieldUpgrade, type Upgrade } from '../../src/features/home/field-upgrade';

interface RichField {
  Rich: (props: { value: string; onChange: (value: string) => void; ref: Ref<HTMLInputElement> }) => React.ReactNode;
}

const richField: RichField = {
  Rich: ({ value, onChange, ref }) => (
    <input aria-label="Pickup date" data-rich="" ref={ref} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
  ),
};

/** An upgrade whose code arrives (or fails) when the test says. */
function heldUpgrade() {
  const calls: { resolve: (module: RichField) => void; reject: (error: Error) => void }[] = [];
  const of = upgrade(() => new Promise<RichField>((resolve, reject) => calls.push({ resolve, reject })));
  return { of, calls };
}

function Field({ of, ready }: { of: Upgrade<RichField>; ready: boolean }) {
  const [value, setValue] = useState('');
  const { rich, plainRef, richRef } = useFieldUpgrade(ready, of, value, setValue);
  return (
    <>
      {rich ?
        <rich.Rich value={value} onChange={setValue} ref={richRef} />
      : <input aria-label="Pickup date" ref={plainRef} value={value} onChange={(event) => setValue(event.currentTarget.value)} />}
      <output data-testid="value">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Pickup date') as HTMLInputElement;

describe('a home search field upgraded once its code has arrived', () => {
  it('keeps the plain field, focus and typing, until then, and hands focus and caret over', async () => {
    const { of, calls } = heldUpgrade();
    const { rerender } = render(<Field of={of} ready={false} />);
    const plain = field();
    plain.focus();
    fireEvent.change(plain, { target: { value: '15/06' } });
    plain.setSelectionRange(2, 2);

    // Reached for: the code is asked for, the plain field stays as the visitor has it.
    rerender(<Field of={of} ready />);
    expect(calls).toHaveLength(1);
    expect(field()).toBe(plain);
    expect(plain).toHaveFocus();
    fireEvent.change(plain, { target: { value: '15/06/2027' } });
    plain.setSelectionRange(5, 5);

    await act(async () => calls[0]!.resolve(richField));
    const rich = field();
    expect(rich).toHaveAttribute('data-rich');
    expect(plain.isConnected).toBe(false);
    expect(rich).toHaveValue('15/06/2027');
    expect(rich).toHaveFocus();
    expect([rich.selectionStart, rich.selectionEnd]).toEqual([5, 5]);
    expect(screen.getByTestId('value')).toHaveTextContent('15/06/2027');
  });

  it('takes what was typed before the app took the server\'s page over, which its next render would wipe', () => {
    const { of } = heldUpgrade();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Field of={of} ready={false} />);
    // Typed into the server's page: hydration keeps it in the field, not in the app's state.
    container.querySelector('input')!.value = '15/06';
    const { rerender } = render(<Field of={of} ready={false} />, { container, hydrate: true });
    rerender(<Field of={of} ready={false} />);
    expect(field()).toHaveValue('15/06');
    expect(screen.getByTestId('value')).toHaveTextContent('15/06');
    container.remove();
  });

  it('leaves the focus where it is when the visitor was elsewhere', async () => {
    const { of, calls } = heldUpgrade();
    const { rerender } = render(<Field of={of} ready={false} />);
    rerender(<Field of={of} ready />);
    await act(async () => calls[0]!.resolve(richField));
    expect(field()).toHaveAttribute('data-rich');
    expect(field()).not.toHaveFocus();
  });

  it('keeps the plain field working when the code does not arrive, and asks again later', async () => {
    const { of, calls } = heldUpgrade();
    const view = render(<Field of={of} ready />);
    await act(async () => calls[0]!.reject(new Error('offline')));
    fireEvent.change(field(), { target: { value: '15/06/2027' } });
    expect(field()).not.toHaveAttribute('data-rich');
    expect(screen.getByTestId('value')).toHaveTextContent('15/06/2027');
    view.unmount();

    render(<Field of={of} ready />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve(richField));
    expect(field()).toHaveAttribute('data-rich');
  });
});
