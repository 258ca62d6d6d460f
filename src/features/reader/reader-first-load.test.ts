import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./pdf-worker.ts', () => ({ pdfWorkerThread: vi.fn() }));
vi.mock('./opening-pdf.ts', () => ({ startFirstPageEditionPdf: vi.fn() }));

const { startReaderOnFirstLoad } = await import('./reader-first-load.ts');
const { pdfWorkerThread } = await import('./pdf-worker.ts');

describe('the reader on a first load', () => {
  beforeEach(() => {
    vi.stubGlobal('Worker', class {});
    // The page's configuration block, as the server writes it (the unit tests run without a DOM).
    const configuration = JSON.stringify({
      apiUrl: 'https://api.example.org/api',
      projectsUrl: '/api/projects',
      multimediaUrl: '/api/multimedia',
      iiifUrl: '/iiif/3',
    });
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === 'runtime-config' ? { textContent: configuration } : null),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("starts an edition page's PDF with the opening code it is handed, at the page the address names", async () => {
    const startPdf = vi.fn();
    startReaderOnFirstLoad({ pathname: '/catalogues/catalogues/5/edition/8', search: '?page=150' }, startPdf);
    await vi.waitFor(() => expect(startPdf).toHaveBeenCalledTimes(1));
    expect(startPdf).toHaveBeenCalledWith(
      { catalogueId: '5', editionId: '8', openingPage: 150 },
      'https://api.example.org/api',
    );
    expect(pdfWorkerThread).toHaveBeenCalled();
  });

  it('starts only the worker on the comparison page, and nothing elsewhere', async () => {
    const startPdf = vi.fn();
    startReaderOnFirstLoad({ pathname: '/catalogues/compare', search: '?left=1&right=2' }, startPdf);
    startReaderOnFirstLoad({ pathname: '/catalogues/catalogues', search: '' }, startPdf);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pdfWorkerThread).toHaveBeenCalledTimes(1);
    expect(startPdf).not.toHaveBeenCalled();
  });

  it('fetches the opening code itself when it is handed none (the edition route on a later navigation)', async () => {
    const { startFirstPageEditionPdf } = await import('./opening-pdf.ts');
    startReaderOnFirstLoad({ pathname: '/catalogues/catalogues/5/edition/8', search: '' });
    await vi.waitFor(() => expect(startFirstPageEditionPdf).toHaveBeenCalledTimes(1));
    expect(startFirstPageEditionPdf).toHaveBeenCalledWith(
      { catalogueId: '5', editionId: '8', openingPage: 1 },
      'https://api.example.org/api',
    );
  });
});
