/** A Google Analytics measurement or Tag Manager container ID (G-…, GTM-…, and the older UA- and AW-). Apart from the settings schema so that the form errors' words do not carry that schema to the browser. */
export const ANALYTICS_ID_PATTERN = '^(G|GTM|UA|AW)-[A-Z0-9]{4,16}(-[0-9]{1,4})?$';
