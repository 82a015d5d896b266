// Not built yet: replaced by the section itself.
export function FeaturedToursSection() {
  return null;
}
