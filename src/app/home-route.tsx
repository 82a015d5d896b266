// The home page (SPEC 1, 2.4 'Home sections'): the hero and its search first; every section below
// the fold comes from its own feature and loads without delaying the first paint.
import { HomeHero } from '../features/home/home-hero';
import { usePageHead } from '../ui/use-head';
import { DeferredSection, featureComponent } from './screen';

const sectionModules = import.meta.glob([
  '../features/fleet/fleet-section.tsx',
  '../features/tours/featured-tours-section.tsx',
  '../features/blog/latest-posts-section.tsx',
  '../features/home/about-section.tsx',
  '../features/home/video-section.tsx',
  '../features/home/achievements-section.tsx',
  '../features/contact/contact-section.tsx',
  '../features/pricing/pricing-section.tsx',
]);

const section = (path: string, name: string, catalog: string | null) => featureComponent(sectionModules, path, name, catalog);

const sections = [
  { key: 'fleet', minHeight: 720, section: section('../features/fleet/fleet-section.tsx', 'FleetSection', 'fleet') },
  { key: 'tours', minHeight: 720, section: section('../features/tours/featured-tours-section.tsx', 'FeaturedToursSection', 'tours') },
  { key: 'posts', minHeight: 640, section: section('../features/blog/latest-posts-section.tsx', 'LatestPostsSection', 'blog') },
  { key: 'about', minHeight: 560, section: section('../features/home/about-section.tsx', 'AboutSection', null) },
  { key: 'video', minHeight: 480, section: section('../features/home/video-section.tsx', 'VideoSection', null) },
  { key: 'achievements', minHeight: 280, section: section('../features/home/achievements-section.tsx', 'AchievementsSection', null) },
  { key: 'contact', minHeight: 720, section: section('../features/contact/contact-section.tsx', 'ContactSection', 'contact') },
  { key: 'pricing', minHeight: 720, section: section('../features/pricing/pricing-section.tsx', 'PricingSection', 'pricing') },
];

export function HomeRoute() {
  usePageHead();
  return (
    <>
      <HomeHero />
      {sections.map(({ key, minHeight, section }) => (
        <DeferredSection key={key} name={key} section={section} minHeight={minHeight} />
      ))}
    </>
  );
}
