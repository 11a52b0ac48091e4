/*
 * The blocks' global stylesheets, which the root layout loads with the
 * site's others. Each styles by class what a page repeats dozens of times —
 * cards, ratings, specification rows, menu and footer links — instead of
 * style props on every element, which the page's HTML and the payload React
 * hydrates from both carried. Global rather than CSS modules imported by the
 * block: those became stylesheets of their own, each a request holding the
 * first paint back (vehicle-card.css gives the figures).
 */
import './kit/vehicle-card/vehicle-card.css';
import './kit/rating/star-rating.css';
import './kit/vehicle/show-more.css';
import './vehicle-specifications/specification-list.css';
import './header/header.css';
import './footer/footer.css';
import './kit/locations/opening-hours.css';
import './reviews-summary/reviews-summary.css';
