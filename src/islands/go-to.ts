/** Opens another page of the site: an ordinary page load, as every navigation is (tests replace it). */
export function goTo(path: string) {
  window.location.assign(path);
}
