// Not built yet: replaced by the section itself.
export function FleetSection() {
  return null;
}
