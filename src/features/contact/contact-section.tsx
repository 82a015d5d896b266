// Not built yet: replaced by the section itself.
export function ContactSection() {
  return null;
}
