// The entry of the SPA shell's inline script (scripts/preload-back-office-routes.mjs, decision 048):
// a visitor without a session leaves for the sign-in page (the app's scripts do not load at all), else
// the screen's first request goes out before any module of the app has loaded, and the app's scripts
// load once its preview is painted, or at once on a page without one (decision 056).
import { leaveForSignIn, openSessionStorage, startEarlyRequests } from './early-requests.ts';

if (!leaveForSignIn()) {
  startEarlyRequests();
  openSessionStorage();
}
