/**
 * Self-hosting with nginx (deploy/nginx/): every production build writes the site's
 * Content-Security-Policy here, beside build/ rather than in it, since build/ is published.
 */
export const nginxCspFile = 'build-config/nginx/maci-docs-csp.conf';
