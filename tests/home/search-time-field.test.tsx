// The home search's time field: a plain field until the visitor reaches for the search, then the
// real one (loaded then). A value that reached the plain field as it left the page is not lost.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchTimeField } from '../../src/features/home/search-time-field';
import { renderAt } from '../app/render';
import { exactly } from '../exactly';
import { SearchFieldHarness } from './search-field-harness';

describe('the search time field', () => {
  it('carries over what reached the plain field as the real one took its place, once', async () => {
    await renderAt('/en', <SearchFieldHarness Field={SearchTimeField} label="Pickup time" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reach' }));
    const plain = screen.getByLabelText('Pickup time') as HTMLInputElement;
    expect(plain).not.toHaveAttribute('role');
    // Set as the field leaves the page: its input event never reaches the app.
    plain.value = '9:30 pm';

    const real = (await screen.findByRole('combobox', { name: 'Pickup time' })) as HTMLInputElement;
    expect(plain.isConnected).toBe(false);
    expect(screen.getByTestId('value')).toHaveTextContent(exactly('9:30 pm'));
    expect(real).toHaveValue('9:30 pm');

    // Later typing in the real field stays: the plain field's value is not carried over again.
    fireEvent.change(real, { target: { value: '10:00' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reach' })));
    expect(screen.getByTestId('value')).toHaveTextContent(exactly('10:00'));
    expect(real).toHaveValue('10:00');
  });
});
