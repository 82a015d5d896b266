// The public Login and Sign Up dialogs: validation as SPEC 5 gives it.
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import { CustomerDialogs } from '../../src/features/customer-auth/customer-dialogs';
import { freshDb } from '../db/helpers';
import { renderAt } from './render';

// Screens load on demand (their chunk, the database): give them more than the default second.
configure({ asyncUtilTimeout: 5000 });

function dialogs(opened: 'login' | 'signup') {
  return (
    <DbProvider db={freshDb()}>
      <CustomerDialogs opened={opened} onChange={() => {}} />
    </DbProvider>
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the Sign Up dialog', () => {
  it('says "Passwords don\'t match" and keeps submit disabled while the confirmation differs', async () => {
    await renderAt('/en', dialogs('signup'));
    expect(await screen.findByRole('dialog', { name: 'Join Us' })).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();

    type(/^Password/, 'Paris-2026');
    await waitFor(() => expect(submit).toBeDisabled());
    // An empty confirmation is not yet a mismatch: no message.
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();

    type('Confirm Password', 'Paris-20');
    expect(await screen.findByText("Passwords don't match")).toBeVisible();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();

    type('Confirm Password', 'Paris-2026');
    await waitFor(() => expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument());
    expect(submit).toBeEnabled();
  });

  it('requires every field', async () => {
    await renderAt('/en', dialogs('signup'));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Create Account' })));
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password is required'])
      expect(await screen.findByText(message)).toBeVisible();
  });

  it('has a terms notice and no social buttons while no provider is configured', async () => {
    await renderAt('/en', dialogs('signup'));
    expect(await screen.findByText(/Terms of Service and Privacy Policy/)).toBeVisible();
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google|Facebook/ })).not.toBeInTheDocument();
  });
});

describe('the Login dialog', () => {
  it('says which field is missing or malformed', async () => {
    await renderAt('/en', dialogs('login'));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();

    type('Email', 'not-an-email');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
  });

  it('explains that a password reset is not available yet', async () => {
    await renderAt('/en', dialogs('login'));
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByText(/Password reset by email is not available yet/)).toBeVisible();
  });

  it('keeps what was typed and explains that an account needs a connection when offline', async () => {
    await renderAt('/en', dialogs('login'));
    type('Email', 'lea@example.com');
    type(/^Password/, 'Paris-2026');
    // No server in jsdom: the request fails as it would offline.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(await screen.findByText(/Signing in needs a connection/)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('lea@example.com');
  });
});
