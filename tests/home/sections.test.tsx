// The home sections below the fold: the film and what shows when it cannot play, the about values
// and the achievement figures in the visitor's language.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AboutSection } from '../../src/features/home/about-section';
import { AchievementsSection } from '../../src/features/home/achievements-section';
import { CLEAR_POSTER, VideoSection } from '../../src/features/home/video-section';
import { renderAt } from '../app/render';
import { isVisible } from './dom';
import { exactly } from '../exactly';

const film = () => screen.getByLabelText('Film: the lights of Paris at night, seen from the back seat') as HTMLVideoElement;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('video section', () => {
  it('is its poster and a play button until played: no player, nothing of the film loaded', async () => {
    const { container } = await renderAt('/en', <VideoSection />, 'en');
    // eslint-disable-next-line testing-library/no-container -- no player yet: no labelled video to query
    expect(container.querySelector('video')).toBeNull();
    // eslint-disable-next-line testing-library/no-container -- the poster is decorative (alt=""): no role or name
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('src', '/media/hero-film-poster.jpg');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(isVisible(screen.getByRole('button', { name: 'Play the film' }))).toBe(true);
    expect(screen.queryByText('Video unavailable')).not.toBeInTheDocument();
  });

  it('puts the player there, playing, when the button is pressed', async () => {
    await renderAt('/en', <VideoSection />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Play the film' }));
    expect(screen.queryByRole('button', { name: 'Play the film' })).not.toBeInTheDocument();
    expect(film()).toHaveAttribute('src', expect.stringMatching(/^\/media\/hero-film\.(webm|mp4)$/));
    expect(film().autoplay).toBe(true);
    expect(film().controls).toBe(true);
    // The video's own poster would load with the page; the lazy picture behind it shows instead.
    expect(film()).toHaveAttribute('poster', CLEAR_POSTER);
    expect(CLEAR_POSTER).toMatch(/^data:image\/gif;base64,/);
  });

  it('says the video is unavailable when it fails to play, and can try again', async () => {
    await renderAt('/en', <VideoSection />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Play the film' }));
    fireEvent.error(film());
    expect(isVisible(screen.getByText('Video unavailable'))).toBe(true);
    expect(isVisible(screen.getByText('Please check your internet connection'))).toBe(true);
    expect(film().controls).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Video unavailable')).not.toBeInTheDocument();
    expect(film().controls).toBe(true);
  });

  it('says so while offline, in French too, with no play button, and offers it again once back online', async () => {
    await renderAt('/fr', <VideoSection />, 'fr');
    setOnline(false);
    expect(isVisible(screen.getByText('Vidéo indisponible'))).toBe(true);
    expect(isVisible(screen.getByText('Veuillez vérifier votre connexion internet'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lancer le film' })).not.toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText('Vidéo indisponible')).not.toBeInTheDocument();
    expect(isVisible(screen.getByRole('button', { name: 'Lancer le film' }))).toBe(true);
  });
});

describe('about and achievements', () => {
  it('shows the passengers, the rating and four value cards', async () => {
    await renderAt('/en', <AboutSection />, 'en');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(exactly('A chauffeur service built on trust'));
    expect(screen.getByText('50K+')).toBeVisible();
    expect(screen.getByText('4.9')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Punctuality', 'Comfort', 'Safety', 'Discretion']);
  });

  it('shows SPEC’s figures formatted for the language', async () => {
    await renderAt('/fr', <AchievementsSection />, 'fr');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(exactly('Des chiffres qui parlent pour nous'));
    const figures = [...document.querySelectorAll('bdi')].map((b) => b.textContent?.replace(/\s/g, ' '));
    expect(figures).toEqual(['30+', '50+', '50 000+', '100 %']);
    expect(isVisible(screen.getByText('clients satisfaits'))).toBe(true);
  });
});
