// The home page (SPEC 1, 2.4 'Home sections'): the hero and its search first; every section below
// the fold comes from its own feature and loads without delaying the first paint.
import { HomeHero } from '../features/home/home-hero';
import { DeferredSection, lazyWithCatalog } from './screen';

const sections = [
  { key: 'fleet', minHeight: 720, section: lazyWithCatalog('fleet', () => import('../features/fleet/fleet-section'), 'FleetSection') },
  { key: 'tours', minHeight: 720, section: lazyWithCatalog('tours', () => import('../features/tours/featured-tours-section'), 'FeaturedToursSection') },
  { key: 'posts', minHeight: 640, section: lazyWithCatalog('blog', () => import('../features/blog/latest-posts-section'), 'LatestPostsSection') },
  { key: 'about', minHeight: 560, section: lazyWithCatalog(null, () => import('../features/home/about-section'), 'AboutSection') },
  { key: 'video', minHeight: 480, section: lazyWithCatalog(null, () => import('../features/home/video-section'), 'VideoSection') },
  { key: 'achievements', minHeight: 280, section: lazyWithCatalog(null, () => import('../features/home/achievements-section'), 'AchievementsSection') },
  { key: 'contact', minHeight: 720, section: lazyWithCatalog('contact', () => import('../features/contact/contact-section'), 'ContactSection') },
  { key: 'pricing', minHeight: 720, section: lazyWithCatalog('pricing', () => import('../features/pricing/pricing-section'), 'PricingSection') },
];

export function HomeRoute() {
  return (
    <>
      <HomeHero />
      {sections.map(({ key, minHeight, section }) => (
        <DeferredSection key={key} section={section} minHeight={minHeight} />
      ))}
    </>
  );
}
