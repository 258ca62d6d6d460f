/**
 * Sends failed requests to the server's log (POST /client-errors), so problems users meet are
 * seen. Fire and forget, at most a few a minute, never through the API middleware (no loops).
 */
export function createErrorReporter(apiUrl: string, maxPerMinute = 10) {
  let windowStart = 0;
  let sent = 0;
  return (report: { message: string; method?: string; url?: string; status?: number }) => {
    const now = Date.now();
    if (now - windowStart > 60_000) {
      windowStart = now;
      sent = 0;
    }
    if (sent >= maxPerMinute) return;
    sent += 1;
    const body = JSON.stringify({
      message: report.message.slice(0, 2000),
      ...(report.method ? { method: report.method.slice(0, 10) } : {}),
      ...(report.url ? { url: report.url.slice(0, 2000) } : {}),
      ...(report.status !== undefined ? { status: report.status } : {}),
      location: window.location.href.slice(0, 2000),
    });
    fetch(`${apiUrl}/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => {});
  };
}
