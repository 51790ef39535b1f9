// The domain's message catalogue (validation and API messages, about 7 KB gzip) as a module of its
// own, for code that needs it only after an interaction: the sign-in page imports it on demand, so
// the page shows without it (decision 051). Forms that show messages at once use lib/use-message.ts.
export { translateMessage } from '@levera/domain';
