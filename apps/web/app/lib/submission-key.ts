// The `Idempotency-Key` of a public form's submission (issue 34 §7, decision 069): the API answers a
// repeat of the same key and body with the first answer and stores nothing twice. One key per
// submission attempt: pressing submit again after a request that got no answer (a network error, a
// time-out: it may have been stored) sends the same key; a changed form, or the next submission after
// a success, gets a new one.

export type SubmissionKeys = {
  /** The key to send with `body`: the last one while the body is the same, else a new one. */
  keyFor: (body: unknown) => string;
  /** The submission was answered with success: the next one is another submission. */
  succeeded: () => void;
};

export function createSubmissionKeys(): SubmissionKeys {
  let last: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { key: newKey(), body: text };
      return last.key;
    },
    succeeded() {
      last = null;
    },
  };
}

/** 32 hex digits: in the API's alphabet, and from `getRandomValues`, which plain http pages have too. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
