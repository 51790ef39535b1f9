import { STALE_STATUS_CODE } from '@levera/domain';

/**
 * An error the API answers on purpose. `messageKey` is a key of the @levera/domain message catalogue;
 * the error handler translates it into the request's language (DESIGN.md §4 "Errors").
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
    readonly fieldKeys?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More answer data beside `{error, code, fields}`, e.g. the current item of a 409. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, 'not_found', 'notFound');
export const forbidden = () => new ApiError(403, 'forbidden', 'forbidden');
export const unauthenticated = () => new ApiError(401, 'unauthenticated', 'authRequired');
export const illegalTransition = () => new ApiError(409, 'illegal_transition', 'illegalTransition');

/**
 * A status action (or undo) based on a status the item no longer has: someone else changed it in
 * between. The answer carries the current item as `data`, so the screen can show it (decision 011).
 */
export const staleStatus = (
  current: unknown,
  messageKey: 'changedBySomeoneElse' | 'undoNoLongerPossible' = 'changedBySomeoneElse',
) => new ApiError(409, STALE_STATUS_CODE, messageKey, undefined, undefined, undefined, { data: current });

/** Field-level validation failure raised by a service (the same shape as a schema failure). */
export const invalidFields = (fieldKeys: Record<string, string>) =>
  new ApiError(400, 'validation_failed', 'validationFailed', undefined, fieldKeys);
