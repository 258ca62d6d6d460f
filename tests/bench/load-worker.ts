import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/**
 * The load of one `bench:api` measurement, run in a worker thread: the client's own work (reading
 * each answer, 2.8 MB for the 9,999-row editions list) then happens beside the server, as a real
 * client's would, not on the server's event loop and in its heap, where it queued behind the
 * server's requests and its garbage was the server's to collect.
 */
export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  connections: number;
  duration: number;
}

/** Each answer's time (ms, in the order they came) and the failures. */
export interface LoadResult {
  latencies: number[];
  requests: number;
  failures: number;
}

const request = workerData as LoadRequest;
const latencies: number[] = [];
let failures = 0;
const instance = autocannon(
  {
    url: request.url,
    method: request.method,
    connections: request.connections,
    duration: request.duration,
    ...(request.body ? { body: request.body, headers: { 'content-type': 'application/json' } } : {}),
  },
  (error, result) => {
    if (error) throw error;
    const answer: LoadResult = {
      latencies,
      // Counted here: in a worker thread autocannon answers as to its own worker mode, with its
      // histograms encoded.
      requests: latencies.length,
      failures: failures + result.errors + result.timeouts,
    };
    parentPort?.postMessage(answer);
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode !== 200) failures += 1;
  latencies.push(responseTime);
});
