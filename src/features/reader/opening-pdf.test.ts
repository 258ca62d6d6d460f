import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface FakeTask {
  url: string;
  promise: Promise<{ numPages: number }>;
  destroy: ReturnType<typeof vi.fn>;
}

const tasks: FakeTask[] = [];

vi.mock('./pdf-worker.ts', () => ({ pdfWorkerThread: vi.fn() }));
vi.mock('./pdf-ranges.ts', () => ({
  fetchPdfStart: async () => ({ kind: 'whole', data: new Uint8Array([37, 80, 68, 70]) }),
}));
vi.mock('./pdf-document.ts', () => ({
  prepareOpeningPage: async () => {},
  loadPdf: (url: string) => {
    const task: FakeTask = { url, promise: Promise.resolve({ numPages: 3 }), destroy: vi.fn(async () => {}) };
    tasks.push(task);
    return task;
  },
}));

// The holder keeps its state in the module: a fresh copy for each test.
async function freshModule() {
  vi.resetModules();
  return import('./opening-pdf.ts');
}

const pdfOf = (catalogueId: number, editionId: number) =>
  `/api/catalogues/${catalogueId}/editions/${editionId}/pdf`;

/** pdf.js's chunk is a dynamic import: the task exists once it has arrived. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  tasks.length = 0;
  vi.stubGlobal('Worker', class {});
  vi.stubGlobal('location', { href: 'http://localhost/catalogues/catalogues/1/edition/2' });
});
afterEach(() => vi.unstubAllGlobals());

describe('the PDF started at navigation', () => {
  it("is the first page's edition, started before the router: the router's start finds it", async () => {
    const { startEditionPdf, startFirstPageEditionPdf, takePdf } = await freshModule();
    startFirstPageEditionPdf({ catalogueId: '1', editionId: '2', openingPage: 150 }, '/api');
    startEditionPdf('1', '2', 150, '/api');
    await settled();
    expect(tasks.map((task) => task.url)).toEqual([pdfOf(1, 2)]);
    takePdf(pdfOf(1, 2), 150);
    await settled();
    expect(tasks).toHaveLength(1);
  });

  it('started before the router, leaves alone a PDF the router started (it came too late to decide)', async () => {
    const { startEditionPdf, startFirstPageEditionPdf } = await freshModule();
    startEditionPdf('1', '3', 1, '/api');
    startFirstPageEditionPdf({ catalogueId: '1', editionId: '2', openingPage: 1 }, '/api');
    await settled();
    expect(tasks.map((task) => task.url).sort()).toEqual([pdfOf(1, 2), pdfOf(1, 3)]);
    expect(tasks.every((task) => task.destroy.mock.calls.length === 0)).toBe(true);
  });

  it('is the document the reader shows: the file is opened once', async () => {
    const { startEditionPdf, takePdf } = await freshModule();
    startEditionPdf('1', '2', 1, '/api');
    await settled();
    expect(tasks.map((task) => task.url)).toEqual([pdfOf(1, 2)]);
    const opening = takePdf(pdfOf(1, 2), 1);
    await expect(opening.document).resolves.toEqual({ numPages: 3 });
    expect(tasks).toHaveLength(1);
  });

  it('is the same file when the API gives its address in full', async () => {
    const { startEditionPdf, takePdf } = await freshModule();
    startEditionPdf('1', '2', 1, '/api');
    takePdf(`http://localhost${pdfOf(1, 2)}`, 1);
    await settled();
    expect(tasks).toHaveLength(1);
  });

  it('is not started again while the reader shows it (a page turned changes the address)', async () => {
    const { startEditionPdf, takePdf } = await freshModule();
    startEditionPdf('1', '2', 1, '/api');
    const opening = takePdf(pdfOf(1, 2), 1);
    startEditionPdf('1', '2', 1, '/api');
    startEditionPdf('1', '2', 1, '/api');
    await settled();
    expect(tasks).toHaveLength(1);
    await opening.destroy();
    expect(tasks[0]?.destroy).toHaveBeenCalledTimes(1);
  });

  it('is destroyed when the visitor leaves the edition before the reader took it', async () => {
    const { dropEditionPdf, startEditionPdf, takePdf } = await freshModule();
    startEditionPdf('1', '2', 1, '/api');
    await settled();
    dropEditionPdf('1', '2', '/api');
    expect(tasks[0]?.destroy).toHaveBeenCalledTimes(1);
    // Coming back opens it afresh.
    takePdf(pdfOf(1, 2), 1);
    await settled();
    expect(tasks).toHaveLength(2);
  });

  it('is destroyed when another edition is opened before the reader took it', async () => {
    const { startEditionPdf } = await freshModule();
    startEditionPdf('1', '2', 1, '/api');
    await settled();
    startEditionPdf('1', '3', 1, '/api');
    await settled();
    expect(tasks.map((task) => task.url)).toEqual([pdfOf(1, 2), pdfOf(1, 3)]);
    expect(tasks[0]?.destroy).toHaveBeenCalledTimes(1);
    expect(tasks[1]?.destroy).not.toHaveBeenCalled();
  });

  it('let go before pdf.js arrived is never opened', async () => {
    const { dropEditionPdf, startEditionPdf } = await freshModule();
    startEditionPdf('1', '2', 1, '/api');
    dropEditionPdf('1', '2', '/api');
    await settled();
    expect(tasks).toHaveLength(0);
  });

  it('is kept when the visitor leaves another edition, and a retry opens the file anew', async () => {
    const { dropEditionPdf, startEditionPdf, takePdf } = await freshModule();
    startEditionPdf('1', '3', 1, '/api');
    dropEditionPdf('1', '2', '/api');
    await settled();
    expect(tasks[0]?.destroy).not.toHaveBeenCalled();
    const first = takePdf(pdfOf(1, 3), 1);
    await first.destroy();
    takePdf(pdfOf(1, 3), 1);
    await settled();
    expect(tasks).toHaveLength(2);
  });

  it('of two readers on one page are both started and each kept for its reader', async () => {
    const { startEditionPdfs, takePdf } = await freshModule();
    const both = [
      { catalogueId: '1', editionId: '2', openingPage: 1 },
      { catalogueId: '4', editionId: '5', openingPage: 3 },
    ];
    startEditionPdfs(both, '/api');
    await vi.waitFor(() => expect(tasks).toHaveLength(2));
    // The comparison page starts them again as its address changes (a page turned): no new task.
    startEditionPdfs(both, '/api');
    await settled();
    expect(tasks.map((task) => task.url)).toEqual([pdfOf(1, 2), pdfOf(4, 5)]);
    const first = takePdf(pdfOf(1, 2), 1);
    const second = takePdf(pdfOf(4, 5), 3);
    await settled();
    expect(tasks).toHaveLength(2);
    await first.destroy();
    expect(tasks[0]?.destroy).toHaveBeenCalledTimes(1);
    expect(tasks[1]?.destroy).not.toHaveBeenCalled();
    await second.destroy();
    expect(tasks[1]?.destroy).toHaveBeenCalledTimes(1);
  });

  it('of two readers: the one no longer compared goes, the other stays', async () => {
    const { dropEditionPdf, startEditionPdfs } = await freshModule();
    startEditionPdfs(
      [
        { catalogueId: '1', editionId: '2', openingPage: 1 },
        { catalogueId: '1', editionId: '3', openingPage: 1 },
      ],
      '/api',
    );
    await vi.waitFor(() => expect(tasks).toHaveLength(2));
    startEditionPdfs(
      [
        { catalogueId: '1', editionId: '3', openingPage: 1 },
        { catalogueId: '1', editionId: '4', openingPage: 1 },
      ],
      '/api',
    );
    await vi.waitFor(() => expect(tasks).toHaveLength(3));
    expect(tasks.map((task) => task.url)).toEqual([pdfOf(1, 2), pdfOf(1, 3), pdfOf(1, 4)]);
    expect(tasks.map((task) => task.destroy.mock.calls.length)).toEqual([1, 0, 0]);
    dropEditionPdf('1', '3', '/api');
    expect(tasks.map((task) => task.destroy.mock.calls.length)).toEqual([1, 1, 0]);
  });
});
