-- The catalogue list's keyword search, in its default order, walks the titles' index and keeps the
-- catalogues whose search text holds the keyword: with the text in the index beside the title
-- (an index-only scan), that walk reads no table rows. On 100,000 catalogues, `alinari` (one in
-- fifty) read 1,570 buffers for its first page in 4.5 ms; with the text in the index, 69 in 1.2 ms.
-- It takes the place of the titles' index of migration 001: with both, the planner kept the
-- narrower one wherever the visibility map was not yet set, and every write kept two.
create index if not exists catalogues_sort_search on catalogues (title_sort, id) include (search_text);
drop index if exists catalogues_sort;
