// The home search's date field: a plain field until the visitor reaches for the search, then the one
// with a calendar (loaded then). The two show one text: what was typed stays as typed across the swap.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchDateField } from '../../src/features/home/search-date-field';
import { renderAt } from '../app/render';
import { exactly } from '../exactly';
import { SearchFieldHarness } from './search-field-harness';

describe('the search date field', () => {
  it('keeps a date being typed as typed when the calendar field takes the plain one\'s place', async () => {
    await renderAt('/en', <SearchFieldHarness Field={SearchDateField} label="Pickup date" />);
    const plain = screen.getByLabelText('Pickup date') as HTMLInputElement;
    // Two digits of the year so far: it already reads as 15 June 2020.
    fireEvent.change(plain, { target: { value: '15/06/20' } });
    expect(screen.getByTestId('value')).toHaveTextContent(exactly('2020-06-15'));

    fireEvent.click(screen.getByRole('button', { name: 'Reach' }));
    await screen.findByRole('button', { name: 'Choose a date' });
    const rich = screen.getByLabelText('Pickup date') as HTMLInputElement;
    expect(plain.isConnected).toBe(false);
    // Not '15/06/2020': the visitor typing on '27' would get '15/06/202027'.
    expect(rich).toHaveValue('15/06/20');
    fireEvent.change(rich, { target: { value: '15/06/2027' } });
    expect(screen.getByTestId('value')).toHaveTextContent(exactly('2027-06-15'));
  });
});
