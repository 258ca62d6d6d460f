/**
 * A Chromium trace of one page load, summed up for a benchmark's `--trace`: what each thread of the
 * page was busy with until a moment the benchmark names (the reader's page drawn, the navigation
 * list's first rows). The trace file itself opens in DevTools' Performance panel.
 */
export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  // The JavaScript samples, for DevTools' flame chart.
  'disabled-by-default-v8.cpu_profiler',
];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string } };
}

/**
 * Each thread's busy time in a trace, from navigation to `untilMs`: the top-level tasks of every
 * thread of the page's process (its main thread, pdf.js's worker, the compositor), and on the main
 * thread the scripts that took longest, by file, and its long tasks.
 */
export function traceBusyTimes(events: TraceEvent[], untilMs: number) {
  // The page's own navigation: the new tab's about:blank has one too, in another process.
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return 'the trace holds no navigationStart';
  const from = navigation.ts;
  const until = from + untilMs * 1000;
  const threadNames = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '?');
  const inWindow = (event: TraceEvent) => event.ph === 'X' && event.ts >= from && event.ts < until;
  const busy = new Map<string, number>();
  for (const event of events) {
    if (!inWindow(event) || event.name !== 'RunTask' || event.pid !== navigation.pid) continue;
    const thread = threadNames.get(`${event.pid}:${event.tid}`) ?? String(event.tid);
    busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0) / 1000);
  }
  // The main thread's events: the scripts that took longest, by file; the long tasks.
  const mainEvents = events.filter(
    (event) => inWindow(event) && event.pid === navigation.pid && event.tid === navigation.tid,
  );
  const scriptEvents = new Set([
    'EvaluateScript',
    'FunctionCall',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
  ]);
  const scripts = new Map<string, number>();
  for (const event of mainEvents) {
    if (!scriptEvents.has(event.name)) continue;
    const url = event.args?.data?.url ?? '';
    const key = `${event.name} ${url.split('/').pop() || '(no file named)'}`;
    scripts.set(key, (scripts.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  // Over 30 ms, each with the three longest events inside it.
  const longTasks = mainEvents
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 30_000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inner = mainEvents
        .filter(
          (event) => event.ts >= task.ts && event.ts < end && event !== task && event.name !== 'RunTask',
        )
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 3)
        .map((event) =>
          `${event.name} ${(event.args?.data?.url ?? '').split('/').pop()} ${event.args?.data?.functionName ?? ''}`.trim(),
        );
      return `  at ${((task.ts - from) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${inner.join(' > ')}`;
    });
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort(([, a], [, b]) => b - a)
      .slice(0, count)
      .map(([name, value]) => `  ${name}: ${ms(value)}`)
      .join('\n');
  return `threads of the page, busy until then (${ms(untilMs)} from navigation):\n${top(busy, 8)}\nmain thread, scripts:\n${top(scripts, 12)}\nmain thread, long tasks:\n${longTasks.join('\n')}`;
}
