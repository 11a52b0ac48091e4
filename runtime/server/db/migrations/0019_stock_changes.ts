/**
 * Search follows the stock's changes instead of reloading all of it (see
 * runtime/server/search/stock-changes.ts): each car written or removed is
 * noted here with the stock version its statement made, so an app server
 * holding the stock as of version V reads only the cars noted after V.
 *
 * The version is now taken before the statement runs rather than after:
 * taking it locks the version row until the transaction ends, so writers
 * commit in version order and a reader that sees version V sees every car
 * noted up to V. A truncate notes no cars; it says the whole stock must be
 * read again (rebuild_from). A dealership's new name reaches its cars (the
 * name is a facet) by noting them changed.
 */
export default /* sql */ `
alter table stock_version add column rebuild_from bigint not null default 0;

create table stock_changes (
  car_id integer primary key,
  changed_in bigint not null,
  removed boolean not null
);
create index stock_changes_changed_in on stock_changes (changed_in);

create function begin_stock_change() returns trigger language plpgsql as $$
declare
  made bigint;
begin
  update stock_version set version = version + 1 returning version into made;
  perform set_config('dealer_sites.stock_change', made::text, true);
  if tg_op = 'TRUNCATE' then
    update stock_version set rebuild_from = made;
  end if;
  return null;
end
$$;

create function note_car_change() returns trigger language plpgsql as $$
declare
  made bigint := current_setting('dealer_sites.stock_change')::bigint;
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.id <> new.id) then
    insert into stock_changes (car_id, changed_in, removed) values (old.id, made, true)
      on conflict (car_id) do update set changed_in = excluded.changed_in, removed = true;
  end if;
  if tg_op <> 'DELETE' then
    insert into stock_changes (car_id, changed_in, removed) values (new.id, made, false)
      on conflict (car_id) do update set changed_in = excluded.changed_in, removed = false;
  end if;
  return null;
end
$$;

create function note_dealership_rename() returns trigger language plpgsql as $$
begin
  if new.name is distinct from old.name or new.id <> old.id then
    insert into stock_changes (car_id, changed_in, removed)
      select id, current_setting('dealer_sites.stock_change')::bigint, false from cars where dealership_id = new.id
      on conflict (car_id) do update set changed_in = excluded.changed_in, removed = false;
  end if;
  return null;
end
$$;

drop trigger cars_stock_version on cars;
drop trigger dealerships_stock_version on dealerships;
create trigger cars_stock_change before insert or update or delete or truncate on cars
  for each statement execute function begin_stock_change();
create trigger dealerships_stock_change before insert or update or delete or truncate on dealerships
  for each statement execute function begin_stock_change();
create trigger cars_noted after insert or update or delete on cars
  for each row execute function note_car_change();
create trigger dealerships_renamed after update on dealerships
  for each row execute function note_dealership_rename();
`;
