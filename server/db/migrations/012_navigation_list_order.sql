-- The navigation list sorted by year, latest first, undated last: read in index order, a window
-- of the list touches one or two years' editions instead of sorting all of them.
-- (Earliest first already reads editions_year forward.)
create index if not exists editions_year_latest_first on editions (year desc nulls last);
