-- The catalogue list's other orders (by first year, most recently added) page through indexes
-- as the title order does.
create index catalogues_year_order on catalogues (first_year, title_sort, id);
create index catalogues_recent_order on catalogues (created_at desc, id desc);
