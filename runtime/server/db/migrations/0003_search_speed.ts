/**
 * Search answers from an in-memory copy of the searchable stock (see
 * runtime/server/search/stock-index.ts), rebuilt only when the stock
 * changes. The database says when: every statement that writes cars or
 * dealerships (whose names are a facet) moves the stock version on, in the
 * same transaction, so a reader never sees the new version before the new
 * rows. One row, updated once per statement rather than per car, so a feed
 * import of thousands of cars costs one update.
 *
 * The trigram and text-search indexes on search_text served the text query
 * when it ran in SQL; the search no longer asks for them, so they go rather
 * than slow every car write.
 */
export default /* sql */ `
create table stock_version (
  id boolean primary key default true check (id),
  version bigint not null default 1
);
insert into stock_version default values;

create function bump_stock_version() returns trigger language plpgsql as $$
begin
  update stock_version set version = version + 1;
  return null;
end
$$;

create trigger cars_stock_version after insert or update or delete or truncate on cars
  for each statement execute function bump_stock_version();
create trigger dealerships_stock_version after insert or update or delete or truncate on dealerships
  for each statement execute function bump_stock_version();

drop index if exists cars_search_text_trgm_idx;
drop index if exists cars_search_text_idx;
`;
