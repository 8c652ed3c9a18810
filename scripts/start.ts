// `npm start`: the web app built when needed, then the server on the embedded database.
import { buildWebIfStale } from './web-build';

await buildWebIfStale();
await import('#server/main');
