/**
 * A car's note in stock_changes (migration 0019) is one row per car id,
 * so a car in stock costs one row however often it changes. A car removed
 * from stock left its "removed" note for ever: sold cars piled up without
 * end. A removed note is now kept only while an app server may still need
 * it: for the last `removals_kept_versions` stock versions (100,000 stock
 * statements unless set otherwise). Older ones are forgotten after each
 * delete, and `rebuild_from` moves past them, so an index older than a
 * forgotten note reads the whole stock again instead of missing a removal.
 * The partial index keeps that cleanup to the removed notes alone.
 */
export default /* sql */ `
alter table stock_version add column removals_kept_versions bigint not null default 100000
  check (removals_kept_versions >= 0);

create index stock_changes_removed on stock_changes (changed_in) where removed;

create function forget_old_removals() returns trigger language plpgsql as $$
declare
  made bigint := current_setting('dealer_sites.stock_change')::bigint;
  forgotten bigint;
begin
  with gone as (
    delete from stock_changes
    where removed and changed_in <= made - (select removals_kept_versions from stock_version)
    returning changed_in
  )
  select max(changed_in) into forgotten from gone;
  if forgotten is not null then
    update stock_version set rebuild_from = greatest(rebuild_from, forgotten);
  end if;
  return null;
end
$$;

create trigger cars_forget_old_removals after delete on cars
  for each statement execute function forget_old_removals();
`;
