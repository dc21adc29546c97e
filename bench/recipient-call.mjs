// A public call as a recipient makes it: each from a client address of its
// own (198.18.0.0/15, the range set aside for benchmarks), so no call meets
// another's rate limit.

let clients = 0;
/** A client address no earlier call of this process used. */
function nextClient() {
  clients += 1;
  return `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * Calls `url` with a JSON or a form body; redirects are answered, not followed.
 * @param {string} url
 * @param {{ method?: string, json?: unknown, form?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, text: string }>}
 */
export async function recipientCall(url, { method = 'POST', json, form, timeoutMs = 60_000 } = {}) {
  /** @type {Record<string, string>} */
  const headers = { 'x-forwarded-for': nextClient() };
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = form;
  }
  const res = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  return { status: res.status, text: await res.text() };
}
