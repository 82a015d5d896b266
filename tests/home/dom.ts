// Plain DOM checks for the home tests, from before jest-dom: each returns what a visitor would
// notice, so that an assertion on it can fail (isVisible also counts aria-hidden, toBeVisible does not).

/** Whether an element is in the page and neither it nor an ancestor is hidden. */
export function isVisible(element: Element | null): boolean {
  if (!element || !element.isConnected) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return false;
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** The value of a field, a select or a text area. */
export function valueOf(element: Element): string {
  return (element as HTMLInputElement).value;
}

/** Whether a button or field is disabled. */
export function isDisabled(element: Element): boolean {
  return (element as HTMLButtonElement).disabled;
}
