// The entry of the SPA shell's inline script (scripts/preload-back-office-routes.mjs, decision 048):
// a visitor without a session leaves for the sign-in page, else the screen's first request goes out,
// before any module of the app has loaded.
import { leaveForSignIn, openSessionStorage, startEarlyRequests } from './early-requests.ts';

if (!leaveForSignIn()) {
  startEarlyRequests();
  openSessionStorage();
}
