import { describe, expect, it } from 'vitest';
import { fetchWithUploadProgress, parseResponseHeaders, type XhrLike } from './upload-progress.ts';

/** A stand-in XMLHttpRequest that records what it was given and answers when told to. */
class FakeXhr {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: Blob | null | undefined;
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  rawHeaders = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob | null) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.rawHeaders;
  }
  answer(status: number, body: string, headers = 'content-type: application/json\r\n') {
    this.status = status;
    this.response = new Blob([body]);
    this.rawHeaders = headers;
    this.onload?.();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('an upload that reports its progress', () => {
  it('sends the prepared request with its headers and body, and reports the bytes sent', async () => {
    const xhr = new FakeXhr();
    const progress: Array<[number, number]> = [];
    const send = fetchWithUploadProgress(
      ({ loaded, total }) => progress.push([loaded, total]),
      () => xhr as unknown as XhrLike,
    );
    const form = new FormData();
    form.append('pdf', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'a.pdf');
    const request = new Request('http://localhost/api/catalogues/1/editions/2/pdf', {
      method: 'PUT',
      body: form,
      headers: { Authorization: 'Bearer abc', 'project-id': '8' },
    });
    const answer = send(request);
    await settle();
    expect(xhr.opened).toEqual(['PUT', 'http://localhost/api/catalogues/1/editions/2/pdf']);
    expect(xhr.headers.authorization).toBe('Bearer abc');
    expect(xhr.headers['project-id']).toBe('8');
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await xhr.sent?.text()).toContain('%PDF-1.4 test');

    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true } as ProgressEvent);
    xhr.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true } as ProgressEvent);
    xhr.answer(200, '{"edition":{"id":2}}');
    const response = await answer;
    expect(progress).toEqual([
      [50, 200],
      [200, 200],
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ edition: { id: 2 } });
  });

  it('answers a refusal as a response, so the API layer shows its message', async () => {
    const xhr = new FakeXhr();
    const answer = fetchWithUploadProgress(
      () => {},
      () => xhr as unknown as XhrLike,
    )(new Request('http://localhost/x', { method: 'PUT', body: 'x' }));
    await settle();
    xhr.answer(415, '{"statusCode":415,"error":"Unsupported Media Type","message":"invalid_pdf"}');
    const response = await answer;
    expect(response.ok).toBe(false);
    expect((await response.json()).message).toBe('invalid_pdf');
  });

  it('fails like fetch when the network fails', async () => {
    const xhr = new FakeXhr();
    const answer = fetchWithUploadProgress(
      () => {},
      () => xhr as unknown as XhrLike,
    )(new Request('http://localhost/x', { method: 'DELETE' }));
    await settle();
    xhr.onerror?.();
    await expect(answer).rejects.toThrow(TypeError);
  });
});

describe('response headers of XMLHttpRequest', () => {
  it('reads name: value lines, values with colons included', () => {
    const headers = parseResponseHeaders('content-type: application/json\r\nx-when: 10:30\r\n');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-when')).toBe('10:30');
  });
});
