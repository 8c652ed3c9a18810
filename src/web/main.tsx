import { PAGE_STATE_ID } from '#domain/page-render';
import './styles.css';

// The page's script (index.html): the styles, and the app (app.tsx) started. A page the server rendered
// (decision 057) can be read before any script runs, so its app is fetched only after the browser has
// shown it: the first paint waits for no script, and a phone on a slow line reads the page meanwhile.
// Every other page needs the app to show anything: it starts at once, its chunks already preloaded by
// the server (src/server/http/route-preloads.ts).
const start = () => void import('./app');
if (document.getElementById(PAGE_STATE_ID)) requestAnimationFrame(() => setTimeout(start));
else start();
