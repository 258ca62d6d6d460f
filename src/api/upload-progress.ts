/** How much of an upload's body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The part of XMLHttpRequest this module uses, so tests can hand in a stand-in. */
export type XhrLike = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'getAllResponseHeaders'
  | 'status'
  | 'statusText'
  | 'response'
  | 'responseType'
  | 'onload'
  | 'onerror'
  | 'onabort'
  | 'ontimeout'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress'> };

/** The headers of `getAllResponseHeaders()` ('name: value' lines) as a Headers object. */
export function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Fetch API refuses is of no use to the caller.
    }
  }
  return headers;
}

/**
 * A `fetch` for openapi-fetch's per-request `fetch` option that sends the request through
 * XMLHttpRequest, whose upload events tell how much of the body has gone. The API middleware has
 * already set the request's headers (token, role, language, project) when it arrives here, and it
 * handles the answer as for any other call (error notifications, activity, reports).
 */
export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
  createXhr: () => XhrLike = () => new XMLHttpRequest(),
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = request.body === null ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      xhr.open(request.method, request.url);
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : (body?.size ?? 0);
        onProgress({ loaded: event.loaded, total });
      };
      xhr.onload = () => {
        const status = xhr.status;
        const noBody = status === 204 || status === 205 || status === 304;
        resolve(
          new Response(noBody ? null : (xhr.response as Blob | null), {
            status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      if (request.signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
