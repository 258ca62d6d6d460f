-- The catalogue list's place filter reads the catalogue and place pairs of migration 011 by place:
-- the catalogues published at Florence or Rome in one index range, where joining each linked
-- edition to its catalogue read 5,600 buffers for a place and year filter on 100,000 catalogues.
create index if not exists map_catalogue_places_place on map_catalogue_places (place_id, catalogue_id);
