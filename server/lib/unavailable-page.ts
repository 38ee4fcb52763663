/**
 * The page a shopper sees when the shop cannot reach its database (or has not finished starting):
 * a 503 with a page of its own, never a 200 shell that would render as an empty shop. Standalone
 * (inline style, no script, no asset that might itself fail), in the shop's colours, with a way
 * to try again and the support address. Sent with `Cache-Control: no-store` and `Retry-After`, so
 * neither a browser, the service worker nor a proxy keeps it in place of the real page.
 */
import type { FastifyReply } from 'fastify';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 15;

export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function unavailablePage(supportEmail: string): string {
  const email = escapeHtml(supportEmail);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#354735">
<title>Back in a moment · Verdant</title>
<style>
  html, body { margin: 0; min-height: 100%; background: #FBF7F0; color: #1F2A22; }
  body { font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
  main { max-width: 32rem; padding: 3rem 1.5rem; text-align: center; }
  .brand { font-family: Georgia, "Times New Roman", serif; letter-spacing: 0.3em; text-transform: uppercase; color: #445A3F; font-size: 0.9rem; margin: 0 0 2.5rem; }
  h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 500; font-size: clamp(1.9rem, 6vw, 2.6rem); line-height: 1.15; margin: 0 0 1rem; }
  p { color: #45524A; margin: 0 0 1.5rem; }
  a.button { display: inline-flex; align-items: center; justify-content: center; height: 2.75rem; padding: 0 1.5rem; border-radius: 999px; background: #354735; color: #FFFDF9; text-decoration: none; font-size: 0.9rem; letter-spacing: 0.03em; }
  a.button:hover { background: #26352A; }
  a.button:focus-visible { outline: 2px solid #6C8A62; outline-offset: 3px; }
  .help { font-size: 0.9rem; color: #5F6A62; margin-top: 2rem; }
  .help a { color: #354735; }
</style>
</head>
<body>
<main>
  <p class="brand">Verdant</p>
  <h1>We’ll be back in a moment</h1>
  <p>The shop can’t load this page right now. Nothing in your bag is lost: please try again in a few seconds.</p>
  <a class="button" href="">Try again</a>
  <p class="help">Still not working? Write to us at <a href="mailto:${email}">${email}</a>.</p>
</main>
</body>
</html>
`;
}

/** Answers with the 503 page (a storefront navigation). */
export function sendUnavailablePage(reply: FastifyReply, supportEmail: string): FastifyReply {
  return reply
    .code(503)
    .header('Cache-Control', 'no-store')
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .type('text/html; charset=utf-8')
    .send(unavailablePage(supportEmail));
}

/** Answers with the API's error envelope and a 503 (an API call). */
export function sendUnavailableEnvelope(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Cache-Control', 'no-store')
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send({ success: false, message: UNAVAILABLE_MESSAGE, data: null });
}
