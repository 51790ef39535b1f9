// The rules the OpenAPI document at /api/docs must pass: `npm run lint:openapi` (decision 026).
// Spectral's OpenAPI rules and the OWASP API Security Top 10 rules; any error fails `npm test`.
// A rule is narrowed or turned off here only with the reason it does not fit this API.
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';

/**
 * The schemas of what a client sends (parameters and bodies) of one JSON type. OWASP API4, unrestricted
 * resource consumption, is about input; answers are written by the API from input that was bounded
 * when it came in, so bounds on them would protect nothing. (hostile-input.test.ts checks the same.)
 */
const input = (type) => [
  `$.paths[*][*].parameters[*]..[?(@ && @.type == '${type}')]`,
  `$.paths[*][*].requestBody..[?(@ && @.type == '${type}')]`,
];
/** The OWASP rule as it is, on the request side only. */
const onInput = (name, given) => ({ ...owasp.rules[name], given });
const objectsWithAdditionalProperties = [
  "$.paths[*][*].requestBody..[?(@ && @.type == 'object' && @.additionalProperties)]",
];

export default {
  extends: [oas, owasp],
  rules: {
    'owasp:api4:2023-string-limit': onInput('owasp:api4:2023-string-limit', input('string')),
    'owasp:api4:2023-array-limit': onInput('owasp:api4:2023-array-limit', input('array')),
    'owasp:api4:2023-integer-format': onInput('owasp:api4:2023-integer-format', input('integer')),
    'owasp:api4:2023-integer-limit-legacy': onInput('owasp:api4:2023-integer-limit-legacy', input('integer')),
    'owasp:api3:2023-no-additionalProperties': onInput(
      'owasp:api3:2023-no-additionalProperties',
      objectsWithAdditionalProperties,
    ),
    'owasp:api3:2023-constrained-additionalProperties': onInput(
      'owasp:api3:2023-constrained-additionalProperties',
      objectsWithAdditionalProperties,
    ),

    // Rate limits are fixed windows in PostgreSQL on sign-in and the public forms only (decisions 001,
    // 009): the API sends no RateLimit headers, and a 429 only where it limits, with Retry-After.
    'owasp:api4:2023-rate-limit': 'off',
    'owasp:api4:2023-rate-limit-responses-429': 'off',
    // Each route declares the errors it can answer (plugins/openapi.ts): a public route never
    // answers 401, and the health probes take no input that could fail validation.
    'owasp:api8:2023-define-error-responses-401': 'off',
    'owasp:api8:2023-define-error-validation': 'off',
    // The API is served from the web app's own origin and sends no CORS headers, so browsers keep
    // other origins out (the safe default); answers carry the headers helmet sets instead.
    'owasp:api8:2023-define-cors-origin': 'off',
    // Who may call a route is its `config.auth` rule, not its URL: /api/vendors is admin-only and
    // /api/admin/login is public by necessity. authorization-matrix.test.ts calls every route with
    // every kind of caller.
    'owasp:api5:2023-admin-security-unique': 'off',
    // Names, messages and addresses are free text: bounded in length (string-limit above), with a
    // format or pattern wherever the value has one (e-mail, uuid, dates, phone numbers).
    'owasp:api4:2023-string-restricted': 'off',
    // No client is generated from the document: the web app shares the zod contract of
    // @levera/domain, so operation ids would name nothing anyone uses.
    'operation-operationId': 'off',
    // Each operation has a summary; a description is added where there is more to say.
    'operation-description': 'off',
  },
  overrides: [
    {
      // The case link's routes (issue 37, decision 076): DESIGN.md §10 puts the token in the path,
      // as the case page's own address carries it in its query. It is a random 256-bit key of one
      // case, not a credential of an account; the request log writes neither address with it
      // (logger.ts blanks the segment), and both routes are throttled per address.
      files: [
        '**#/paths/~1api~1support~1cases~1%7Btoken%7D',
        '**#/paths/~1api~1support~1cases~1%7Btoken%7D~1replies',
      ],
      rules: { 'owasp:api2:2023-no-credentials-in-url': 'off' },
    },
  ],
};
