// The settings' default language at work: a visitor who opens '/' lands in the language the office
// chose in its settings (SPEC 1), whatever their browser speaks.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CanonicalRedirect } from '../../src/app/lang-layout';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import { isLang } from '../../src/domain/paths';
import { updateSettings } from '../../src/db/repository';
import { freshDb } from '../db/helpers';
import { exactly } from '../exactly';

const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');

function browserSpeaks(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).languages;
  if (original) Object.defineProperty(Navigator.prototype, 'languages', original);
});

/** As LangLayout: a first segment that is no language goes through the redirect. */
function Where() {
  const { pathname, search } = useLocation();
  const { lang } = useParams();
  if (!isLang(lang)) return <CanonicalRedirect />;
  return <p>at {`${pathname}${search}`}</p>;
}

function open(db: AppDb, url: string) {
  render(
    <DbProvider db={db}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<CanonicalRedirect />} />
          <Route path="/:lang/*" element={<Where />} />
          <Route path="*" element={<CanonicalRedirect />} />
        </Routes>
      </MemoryRouter>
    </DbProvider>,
  );
}

describe('the language a visitor lands in', () => {
  it('is the settings’ default language, even for a browser that speaks another of the site’s languages', async () => {
    const db = freshDb();
    await updateSettings(db, { defaultLanguage: 'ar' });
    browserSpeaks(['en-US', 'en']);
    open(db, '/?from=ad');
    expect(await screen.findByText(/^at /)).toHaveTextContent(exactly('at /ar?from=ad'));
  });

  it('is the settings’ default language for a browser in another language', async () => {
    const db = freshDb();
    await updateSettings(db, { defaultLanguage: 'ar' });
    browserSpeaks(['de-DE', 'de']);
    open(db, '/');
    expect(await screen.findByText(/^at /)).toHaveTextContent(exactly('at /ar'));
  });

  it('keeps the rest of a path without a language', async () => {
    const db = freshDb();
    await updateSettings(db, { defaultLanguage: 'en' });
    browserSpeaks(['it']);
    open(db, '/admin/bookings/');
    expect(await screen.findByText(/^at /)).toHaveTextContent(exactly('at /en/admin/bookings'));
  });

  it('is French on a device that has the sample settings', async () => {
    browserSpeaks(['ja']);
    open(freshDb(), '/');
    expect(await screen.findByText(/^at /)).toHaveTextContent(exactly('at /fr'));
  });
});
