/**
 * POST /general/newsletter: a sign-up, answered the same whatever the address (a confirmation link
 * or a reminder of the code goes by email); POST /general/newsletter/confirm: the link followed.
 *
 * POST /general/unsubscribe: the target of a campaign email's link (through the /unsubscribe page)
 * and of its List-Unsubscribe header. RFC 8058 one-click: mail apps POST the header's URL, token
 * in the query, with the form body `List-Unsubscribe=One-Click` (urlencoded or multipart); the page
 * sends JSON with the token. Both are accepted; a form body carries nothing we need, so it is
 * read (up to a small limit) and dropped.
 *
 * GET on the same URL: mail apps without one-click support open the header's URL in a browser.
 * It unsubscribes nobody (link scanners GET every URL they see); it answers 303 to the shop's
 * /unsubscribe page with the same token, where a person confirms with a button (decision 0133).
 */
import { envelope, errorEnvelope } from '#contracts/envelope';
import { NEWSLETTER_SIGNUP_MESSAGE, newsletterAnswer, newsletterBody, newsletterConfirmBody, newsletterConfirmation } from '#contracts/storefront';
import { unsubscribeBody, unsubscribePageQuery, unsubscribeQuery, unsubscribeRedirect, unsubscribeResult } from '#contracts/campaigns';
import type { App } from '../../app-types';
import { FORM_RATE_LIMIT } from '../../lib/form-rate-limit';
import { TAG } from '../../lib/openapi';
import { answerOnce, idempotencyHeaders } from '../idempotency';
import { ok } from '../../lib/reply';
import { confirmSubscription, NewsletterRaceError, requestSubscription } from './sign-up';
import { unsubscribeByToken, unsubscribeLinks } from './unsubscribe';
import { route, routesOf } from '../../lib/routes';

const FORM_BODY_LIMIT = 1024;
/** A link is followed once or twice by a person; the tokens are 32 random bytes, so this only stops a flood. */
const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export async function storeNewsletterRoutes(app: App): Promise<void> {
  routesOf(app, [
    route({ method: 'POST', url: '/general/newsletter', config: { auth: 'public', rateLimit: FORM_RATE_LIMIT, errors: [409] },
      schema: {
        operationId: 'subscribeToNewsletter',
        tags: [TAG.storefront],
        summary: 'Ask to join the newsletter: the address is sent a confirmation link (or, already subscribed, its code)',
        description: 'The answer is the same whether or not the address was known; what happens next arrives by email.',
        headers: idempotencyHeaders,
        body: newsletterBody,
        response: { 200: envelope(newsletterAnswer) },
      },
      handler: async (request, reply) => {
        const { email } = request.body;
        // A sign-up queued offline may arrive twice: the key makes the second change nothing (decision 0256).
        const signUp = () =>
          answerOnce(app.store, request, reply, null, async (store) => {
            await requestSubscription(store, email, app.config.publicUrl);
            return { statusCode: 200, answer: ok({ email }, NEWSLETTER_SIGNUP_MESSAGE) };
          });
        try {
          await signUp();
        } catch (error) {
          if (!(error instanceof NewsletterRaceError)) throw error;
          await signUp();
        }
      },
    }),
    route({ method: 'POST', url: '/general/newsletter/confirm', config: { auth: 'public', rateLimit: CONFIRM_RATE_LIMIT, errors: [404] },
      schema: {
        operationId: 'confirmNewsletterSubscription',
        tags: [TAG.storefront],
        summary: "Follow the emailed confirmation link: subscribes the address and answers its 20% first-order code",
        body: newsletterConfirmBody,
        response: { 200: envelope(newsletterConfirmation) },
      },
      handler: async (request) => {
        const confirmed = await confirmSubscription(app.store, request.body.token);
        return ok(confirmed, `Welcome! Use ${confirmed.discountCode} for ${confirmed.percentOff}% off your first order.`);
      },
    }),
  ]);
  await app.register(unsubscribeRoutes);
}

async function unsubscribeRoutes(app: App): Promise<void> {
  // Registered as its own plugin: these parsers apply to this route's scope only.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, _body, done) =>
    done(null, {}),
  );

  routesOf(app, [
    route({ method: 'POST', url: '/general/unsubscribe', config: { auth: 'public', errors: [404] },
      schema: {
        operationId: 'unsubscribeFromCampaigns',
        tags: [TAG.storefront],
        summary: 'Stop marketing email to the address a campaign link was sent to (RFC 8058 one-click)',
        description: 'The token comes from the email: in the query (the List-Unsubscribe URL) or in a JSON body. Using a link twice answers the same.',
        querystring: unsubscribeQuery,
        body: unsubscribeBody,
        response: { 200: envelope(unsubscribeResult) },
      },
      handler: async (request) => {
        const token = request.query.token ?? request.body?.token;
        const result = await app.store.write((tx) => unsubscribeByToken(tx, token));
        return ok(result, `${result.email} will receive no more marketing emails from Verdant`);
      },
    }),
    route({ method: 'GET', url: '/general/unsubscribe', config: { auth: 'public' },
      schema: {
        operationId: 'openUnsubscribePage',
        tags: [TAG.storefront],
        summary: 'Send a browser that opened the List-Unsubscribe URL to the unsubscribe page, which asks before unsubscribing',
        description: 'Changes nothing: answers 303 with Location /unsubscribe?token=… (the same token). A missing token answers 400.',
        querystring: unsubscribePageQuery,
        // `default` as well: a redirect has no 2xx answer, and the document names what any other answer is.
        response: { 303: unsubscribeRedirect, default: errorEnvelope.describe('Any other answer, e.g. an unexpected failure: the error envelope') },
      },
      handler: async (request, reply) => reply.redirect(unsubscribeLinks('', request.query.token).page, 303),
    }),
  ]);
}
