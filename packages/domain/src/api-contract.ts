// What the API and the web app agree on beyond the answers' shapes. The answers themselves are zod
// schemas beside the request schemas (schemas/*; decision 025): `PartnerRecord`, `AdminQuery`,
// `VendorOwnQuery` and the others are inferred from them.

/**
 * The error code of a status action (or undo) based on a status the item no longer has: someone
 * else changed it meanwhile. The 409 answer carries the current item as `data` (decision 011).
 */
export const STALE_STATUS_CODE = 'stale_status';
