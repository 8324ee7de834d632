import { start } from './start';

// The entry only calls the app's start: the code lives in the first load's one chunk (vite.config.ts), beside the
// lazy-loading helper every route uses, not in a second copy of that helper here.
start(document.getElementById('root'));
