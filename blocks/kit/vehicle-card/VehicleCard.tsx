import { Button } from '../../../runtime/render/ui';
import type { SiteContext } from '../../../runtime/block-types';
import { carPhone } from '../../../runtime/rules/car-phone';
import { isFeatureEnabled, showSaveButton } from '../../../runtime/rules/favourite-eligibility';
import { FAVOURITES_PATH } from '../../../runtime/rules/favourites';
import { priceDisplay } from '../../../runtime/rules/price-display';
import { isAvailable } from '../../../runtime/rules/vehicle-availability';
import { vehiclePath } from '../../../runtime/rules/vehicle-path';
import type { CarCard } from '../../../schemas/entities/car-card';
import { ROW_BUTTON_STYLE } from '../buttons/row-button';
import { LeadDialogButton } from '../lead-form/islands.client';
import { vehicleLeadForm } from '../lead-form/vehicle-lead-form';
import { PhoneReveal } from '../phone-reveal/islands.client';
import { phoneRevealRecord } from '../phone-reveal/reveal-record';
import { vehicleCardBadges } from './card-badges';
import { type VehicleCardButton, vehicleCardButtons, type VehicleCardButtonKind } from './card-buttons';
import { CarBadges } from './CarBadges';
import { CardPrice } from './CardPrice';
import { carFacts, carPhotoAlt } from './car-facts';
import { CompareToggle, SaveCarButton } from './islands.client';
import { COMPARE_PAGE_PATH, comparedCarOf } from './compare-store';
import { watchlistLinks } from './WatchlistLinks';
import { favouriteOf } from './favourites-store';
import { phonesAreMasked } from '../../../runtime/rules/phone-mask';
import { CARD_CLASSES as classes } from './card-classes';

export const NO_PHOTO_TEXT = 'No photo yet';

/** Spec detail §2: from cards too, the enquiry and test-drive forms open as pop-ups. */
const LEAD_DIALOG_FORMS = { 'quick-enquiry': 'enquiry', enquire: 'enquiry', 'book-test-drive': 'test-drive' } as const;
export type VehicleCardHeadingLevel = 2 | 3 | 4;

export interface VehicleCardProps {
  /** Unique on the page (the same car may sit in two blocks): the heading's id is built from it. */
  id: string;
  car: CarCard;
  site: SiteContext;
  buttons: readonly VehicleCardButtonKind[];
  headingLevel: VehicleCardHeadingLevel;
  /** The New tag is counted from here; the site's own time when left out. */
  now?: Date;
  /**
   * The first card of a results page: on a phone its photo is the largest
   * thing on the first screen (the page's LCP), so it is fetched at once and
   * first, not lazily once laid out.
   */
  firstOnPage?: boolean;
}

/** One car in a list: photo, name, price, key facts, badges and the buttons asked for. */
export function VehicleCard({ id, car, site, buttons, headingLevel, now = site.now, firstOnPage = false }: VehicleCardProps) {
  const { settings, texts, dealer } = site.document;
  const headingId = `${id}-heading`;
  const price = priceDisplay(car, texts);
  const badges = vehicleCardBadges(car, site, now);
  const facts = carFacts(car);
  const links = vehicleCardButtons(car, site, buttons);
  const phone = phonesAreMasked(settings) ? carPhone(car, dealer.phones) : undefined;
  const favourites = isFeatureEnabled('favourites', settings)
    ? {
        listHref: site.href(FAVOURITES_PATH),
        shownWhen: { saved: showSaveButton('favourites', car, settings, true), notSaved: showSaveButton('favourites', car, settings, false) },
      }
    : undefined;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classes.card} aria-labelledby={headingId}>
      <div className={classes.photo}>
        {car.primary_image_url ? (
          <img
            src={car.primary_image_url}
            alt={carPhotoAlt(car)}
            loading={firstOnPage ? 'eager' : 'lazy'}
            fetchPriority={firstOnPage ? 'high' : undefined}
            decoding="async"
            width={800}
            height={600}
          />
        ) : (
          <p className={classes.noPhoto}>{NO_PHOTO_TEXT}</p>
        )}
        {(favourites || settings.watchlist.enabled) && (
          // Placed over the photo by its own class (vehicle-card.css), with no wrapper: one element less on every card.
          <SaveCarButton
            dealerSlug={dealer.slug}
            car={favouriteOf(car)}
            favourites={favourites}
            watchlist={settings.watchlist.enabled ? { ...watchlistLinks(site), shownWhen: { saved: true, notSaved: isAvailable(car) } } : undefined}
          />
        )}
      </div>
      <div className={classes.body}>
        <CarBadges badges={badges} size="md" />
        <Heading id={headingId} className={classes.name}>
          <a href={site.href(vehiclePath(car))} className="mantine-focus-auto">
            {car.name}
          </a>
        </Heading>
        <CardPrice price={price} priceType={car.price_type} />
        {facts.length > 0 && (
          <ul className={classes.facts}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
        {phone && <PhoneReveal phone={phone} label={car.name} record={phoneRevealRecord(site, car)} />}
        {links.length > 0 && (
          <div className={classes.actions}>
            {/* Compact, as the leading marketplaces lay a card out: one action stands out, the others share a row. */}
            <CardButton link={links[0]} car={car} site={site} cardId={id} primary />
            {links.length > 1 && (
              <div className={classes.otherActions}>
                {links.slice(1).map((link) => (
                  <CardButton key={link.kind} link={link} car={car} site={site} cardId={id} />
                ))}
              </div>
            )}
          </div>
        )}
        {isFeatureEnabled('compare', settings) && (
          <CompareToggle
            dealerSlug={dealer.slug}
            car={comparedCarOf(car)}
            compareHref={site.href(COMPARE_PAGE_PATH)}
            shownWhen={{ compared: showSaveButton('compare', car, settings, true), notCompared: showSaveButton('compare', car, settings, false) }}
          />
        )}
      </div>
    </article>
  );
}

/** One of a card's buttons: a link, or the enquiry and test-drive forms as a pop-up (spec detail §2). */
function CardButton({ link, car, site, cardId, primary = false }: { link: VehicleCardButton; car: CarCard; site: SiteContext; cardId: string; primary?: boolean }) {
  // The visible words repeat on every card; the car's name makes each one unique to a screen reader.
  const ariaLabel = `${link.label}, ${car.name}`;
  const variant = primary ? 'filled' : 'default';
  const size = primary ? 'sm' : 'xs';
  // The first fills the card; the others share a row, each as wide as its words, wrapping only where they cannot fit.
  const inRow = !primary;
  const form = LEAD_DIALOG_FORMS[link.kind as keyof typeof LEAD_DIALOG_FORMS];
  const dialog = form && vehicleLeadForm(site, car, form, `${cardId}-${link.kind}`);
  return dialog ? (
    <LeadDialogButton
      label={link.label}
      href={link.href}
      variant={variant}
      size={size}
      inRow={inRow}
      title={`${form === 'test-drive' ? 'Book a test drive' : 'Enquire'}: ${car.name}`}
      form={dialog}
      ariaLabel={ariaLabel}
      data={{ 'data-button': link.kind }}
    />
  ) : (
    <Button
      component="a"
      href={link.href}
      rel={link.rel}
      aria-label={ariaLabel}
      variant={variant}
      size={size}
      fullWidth={!inRow}
      style={inRow ? ROW_BUTTON_STYLE : undefined}
      bare
      className={classes.button}
      data-button={link.kind}
    >
      {link.label}
    </Button>
  );
}
