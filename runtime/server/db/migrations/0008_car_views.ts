/**
 * Shoppers' views of each vehicle page, counted once per browser session.
 * Kept beside the cars, not in cars.views: every write to cars moves the
 * stock version on (migration 0003), and each app server then rebuilds its
 * search index, which a page view must never cause. No foreign key either:
 * a stock import may replace a car's row, and its count must survive that.
 * A car's views are the feed's cars.views plus this count.
 */
export default /* sql */ `
create table car_views (
  car_id integer primary key,
  views integer not null
);
`;
