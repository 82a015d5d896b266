// Two changes of the address's query made before the page renders again both hold (src/ui/use-query.ts).
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setOrDrop, useQuery, useQueryKeys, type QueryChange } from '../../src/ui/use-query';

const probe: { update: (change: QueryChange) => void } = { update: () => {} };
const update = (change: QueryChange) => probe.update(change);

function Probe() {
  const [params, updateQuery] = useQuery();
  useEffect(() => {
    probe.update = updateQuery;
  }, [updateQuery]);
  return (
    <>
      <output data-testid="search">{useLocation().search}</output>
      <output data-testid="sort">{params.get('sort') ?? ''}</output>
    </>
  );
}

describe('useQuery', () => {
  it('keeps both of two changes made in a row, each from what the other left', () => {
    render(
      <MemoryRouter initialEntries={['/en/tours?category=shared&sort=low-price']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => {
      update(setOrDrop('category', 'all', 'all'));
      update(setOrDrop('sort', 'popular', 'default'));
    });
    expect(screen.getByTestId('search')).toHaveProperty('textContent', '?sort=popular');
    expect(screen.getByTestId('sort')).toHaveProperty('textContent', 'popular');
  });

  it('starts again from the address when it changes otherwise', () => {
    render(
      <MemoryRouter initialEntries={['/en/blog?category=tips']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => update(setOrDrop('sort', 'oldest', 'newest')));
    act(() => update(setOrDrop('category', 'all', 'all')));
    expect(screen.getByTestId('search')).toHaveProperty('textContent', '?sort=oldest');
  });
});

const keys: { set: (key: string, value: string, fallback: string) => void } = { set: () => {} };

function KeysProbe() {
  const [, setKey] = useQueryKeys();
  useEffect(() => {
    keys.set = setKey;
  }, [setKey]);
  return (
    <>
      <output data-testid="search">{useLocation().search}</output>
      <output data-testid="navigation">{useNavigationType()}</output>
    </>
  );
}

describe('useQueryKeys', () => {
  it('sets a filter and a sort in place, and drops a key set to its default', () => {
    render(
      <MemoryRouter initialEntries={['/en/tours?category=shared']}>
        <KeysProbe />
      </MemoryRouter>,
    );
    act(() => {
      keys.set('sort', 'low-price', 'default');
      keys.set('category', 'all', 'all');
    });
    expect(screen.getByTestId('search')).toHaveProperty('textContent', '?sort=low-price');
    expect(screen.getByTestId('navigation')).toHaveProperty('textContent', 'REPLACE');
  });
});
