/* global document, PerformanceObserver, setTimeout */
// Starts the app of a page the server rendered (docs/decisions/057-server-rendered-content-pages.md),
// which the server names in this script's data-app in place of the app's own script tag. Such a page can
// be read before any script runs, so its app is fetched only once the browser has shown it (its first
// contentful paint): that paint waits for no script, and a phone on a slow line reads the page meanwhile.
const app = document.querySelector('script[data-app]')?.getAttribute('data-app');
if (app) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(() => import(app));
  }).observe({ type: 'paint', buffered: true });
}
