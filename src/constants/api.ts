/** Where the client reaches the server, and the header names of the REST contract. */

export const API_BASE = '/api';
export const GRAPHQL_PATH = '/graphql';
export const TOKEN_HEADER = 'token';
export const CAPTCHA_KEY_HEADER = 'captcha-key';
export const CAPTCHA_VALUE_HEADER = 'captcha-value';
/** Uploads carry the token in this header as well (document 2 §5). */
export const AUTHORIZATION_HEADER = 'Authorization';
/** Envelope codes: 0 success, 408 session expired; anything else is a business error. */
export const CODE_SUCCESS = 0;
export const CODE_SESSION_EXPIRED = 408;
