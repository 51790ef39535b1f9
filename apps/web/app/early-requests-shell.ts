// The entry of the SPA shell's inline script (scripts/preload-back-office-routes.mjs, decision 048):
// the screen's first request goes out before any module of the app has loaded.
import { openSessionStorage, startEarlyRequests } from './early-requests.ts';

startEarlyRequests();
openSessionStorage();
