import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DbProvider } from '../../src/db/db-context';
import { useCar } from '../../src/db/hooks';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { headFor } from '../../src/domain/seo/head';
import { headHtml } from '../../src/domain/seo/head-tags';
import { applyHead, usePageHead } from '../../src/ui/use-head';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';
import { ORIGIN, visitorCatalogue } from './catalogue-fixture';

const catalogue = visitorCatalogue();
const origin = window.location.origin;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const content = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('content'));

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyHead', () => {
  it('replaces the tags the server wrote, leaving one set and the rest of the head', () => {
    document.head.innerHTML = `<meta charset="utf-8"><link rel="manifest" href="/manifest.webmanifest">${headHtml(headFor({ lang: 'fr', name: 'home' }, catalogue, ORIGIN))}`;
    applyHead(document, headFor({ lang: 'ar', name: 'blog' }, catalogue, ORIGIN));
    expect(document.title).toBe('مدونتنا · Paris Prestige Chauffeur');
    expect(canonical()).toBe(`${ORIGIN}/ar/blog`);
    expect(content('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:title"]')).toEqual(['مدونتنا']);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
    expect([...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '')['@type'])).toEqual([
      'LocalBusiness',
      'BreadcrumbList',
    ]);
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('takes away the canonical and structured data on a 404', () => {
    applyHead(document, headFor({ lang: 'en', name: 'tour', id: SAMPLE_IDS.tours.giverny }, catalogue, ORIGIN));
    applyHead(document, headFor({ lang: 'en', name: 'tour', id: 'gone' }, catalogue, ORIGIN));
    expect(document.title).toBe('Tour not found · Paris Prestige Chauffeur');
    expect(canonical()).toBeUndefined();
    expect(content('meta[name="robots"]')).toEqual(['noindex']);
    expect(document.head.querySelectorAll('script, link[rel="alternate"]')).toHaveLength(0);
  });
});

function CarHead() {
  const { id } = useParams();
  const car = useCar(id);
  usePageHead(car);
  return car === undefined ? null : <Link to="/fr/fleet">{car?.name ?? 'none'}</Link>;
}

function FleetHead() {
  usePageHead();
  return <p>Fleet</p>;
}

async function open(url: string) {
  const db = freshDb();
  await db.open();
  await renderAt(
    url,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/car/:id" element={<CarHead />} />
        <Route path="/:lang/fleet" element={<FleetHead />} />
      </Routes>
    </DbProvider>,
    'fr',
  );
}

describe('usePageHead', () => {
  it('describes the car shown, then the page navigated to', async () => {
    const id = SAMPLE_IDS.cars.eClass;
    await open(`/fr/car/${id}`);
    await waitFor(() => expect(document.title).toBe('Mercedes-Benz E-Class · Paris Prestige Chauffeur'));
    expect(canonical()).toBe(`${origin}/fr/car/${id}`);
    expect(content('meta[property="og:url"]')).toEqual([`${origin}/fr/car/${id}`]);
    screen.getByRole('link', { name: 'Mercedes-Benz E-Class' }).click();
    await waitFor(() => expect(document.title).toBe('Notre flotte · Paris Prestige Chauffeur'));
    expect(canonical()).toBe(`${origin}/fr/fleet`);
    expect(content('meta[name="description"]')).toHaveLength(1);
  });

  it('gives the not-found head to a car that does not exist', async () => {
    await open('/fr/car/5eed0000-0000-4000-8000-0000000000ff');
    await waitFor(() => expect(document.title).toBe('Véhicule introuvable · Paris Prestige Chauffeur'));
    expect(content('meta[name="robots"]')).toEqual(['noindex']);
    expect(canonical()).toBeUndefined();
  });
});
