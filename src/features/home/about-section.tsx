// Not built yet: replaced by the section itself.
export function AboutSection() {
  return null;
}
