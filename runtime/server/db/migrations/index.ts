import initial from './0001_initial';
import search from './0002_search';
import searchSpeed from './0003_search_speed';
import editor from './0004_editor';
import shoppers from './0005_shoppers';
import signInSafety from './0006_sign_in_safety';
import platformSites from './0007_platform_sites';
import carViews from './0008_car_views';
import leads from './0009_leads';
import leadDeliveries from './0010_lead_deliveries';
import reservations from './0011_reservations';
import tradeIns from './0012_trade_ins';
import spentSpamChecks from './0013_spent_spam_checks';
import tradeInOfferLeads from './0014_trade_in_offer_leads';
import reservationShoppers from './0015_reservation_shoppers';
import scheduledPublishesAndPreviewLinks from './0016_scheduled_publishes_and_preview_links';
import media from './0017_media';
import reservationVersion from './0018_reservation_version';
import stockChanges from './0019_stock_changes';
import forgetOldRemovals from './0020_forget_old_removals';
import siteLookupVersion from './0021_site_lookup_version';
import locationsVersion from './0022_locations_version';
import versionsMoved from './0023_versions_moved';

export interface Migration {
  /** Recorded in Kysely's kysely_migration table. Kysely runs migrations in the order of their names, and this list keeps that order. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { name: '0001_initial', sql: initial },
  { name: '0002_search', sql: search },
  { name: '0003_search_speed', sql: searchSpeed },
  { name: '0004_editor', sql: editor },
  { name: '0005_shoppers', sql: shoppers },
  { name: '0006_sign_in_safety', sql: signInSafety },
  { name: '0007_platform_sites', sql: platformSites },
  { name: '0008_car_views', sql: carViews },
  { name: '0009_leads', sql: leads },
  { name: '0010_lead_deliveries', sql: leadDeliveries },
  { name: '0011_reservations', sql: reservations },
  { name: '0012_trade_ins', sql: tradeIns },
  { name: '0013_spent_spam_checks', sql: spentSpamChecks },
  { name: '0014_trade_in_offer_leads', sql: tradeInOfferLeads },
  { name: '0015_reservation_shoppers', sql: reservationShoppers },
  { name: '0016_scheduled_publishes_and_preview_links', sql: scheduledPublishesAndPreviewLinks },
  { name: '0017_media', sql: media },
  { name: '0018_reservation_version', sql: reservationVersion },
  { name: '0019_stock_changes', sql: stockChanges },
  { name: '0020_forget_old_removals', sql: forgetOldRemovals },
  { name: '0021_site_lookup_version', sql: siteLookupVersion },
  { name: '0022_locations_version', sql: locationsVersion },
  { name: '0023_versions_moved', sql: versionsMoved },
];
