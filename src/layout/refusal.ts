/**
 * Why the server refused a request before any page was routed (decisions 063, 101), as the error
 * page says it: too busy (503), a body too slow (408), a registration while its connection's
 * upload places are taken (429), a login or a visitor's form past its limits (429, with the wait),
 * a method no page takes (405). The server renders each once a language and serves its bytes
 * (server/refusal-page.ts); the page says which form, never anything of the request.
 */
export type Refusal =
  { kind: 'busy' | 'slow' | 'uploads' | 'method' } | { kind: 'login' | 'forms'; retryAfterSeconds: number };
