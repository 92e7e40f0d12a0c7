/**
 * Hands a mailto: URL to the visitor's e-mail app, as following a link would.
 * Kept apart so tests can watch it (unit tests mock this module; browser tests
 * observe HTMLAnchorElement.prototype.click from an init script).
 */
export function openMailto(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.click();
}
