// Lets Node scripts import block folders, whose components may import
// stylesheets: a stylesheet means nothing outside the bundler, so it loads
// as an empty module; a CSS module's classes as their own names, so markup
// rendered here carries a class where the built page does.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function load(url, context, nextLoad) {
        if (url.endsWith('.module.css')) {
          return { format: 'module', source: 'export default new Proxy({}, { get: (_, name) => (typeof name === "string" ? name : undefined) });', shortCircuit: true };
        }
        if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
        return nextLoad(url, context);
      }
    `),
  import.meta.url,
);
