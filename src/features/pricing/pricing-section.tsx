// Not built yet: replaced by the section itself.
export function PricingSection() {
  return null;
}
