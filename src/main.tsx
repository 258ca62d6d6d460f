import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { catalogueApi } from './api/clients.ts';

interface Counts {
  catalogues: number;
  publishers: number;
  places: number;
}

/** A first page on real data; the shell, routes and screens arrive with their own issues. */
function Home() {
  const [counts, setCounts] = useState<Counts | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const perPage = { 'per-page': 1 };
    Promise.all([
      catalogueApi.GET('/catalogues', { params: { query: perPage } }),
      catalogueApi.GET('/publishers', { params: { query: perPage } }),
      catalogueApi.GET('/places', { params: { query: perPage } }),
    ])
      .then(([catalogues, publishers, places]) => {
        if (!catalogues.data || !publishers.data || !places.data) throw new Error('request failed');
        setCounts({
          catalogues: catalogues.data.pagination.count,
          publishers: publishers.data.pagination.count,
          places: places.data.pagination.count,
        });
      })
      .catch(() => setFailed(true));
  }, []);
  return (
    <main>
      <h1>Photographers’ Catalogues</h1>
      <p>Sales catalogues and exhibition catalogues of 19th- and early 20th-century photographers.</p>
      {failed && <p role="alert">The catalogue service could not be reached.</p>}
      {counts && (
        <ul aria-label="Collection in numbers">
          <li>{counts.catalogues} catalogues</li>
          <li>{counts.publishers} publishers</li>
          <li>{counts.places} places</li>
        </ul>
      )}
      <p>
        <a href="/api/docs">API documentation</a>
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Home />
    </StrictMode>,
  );
}
