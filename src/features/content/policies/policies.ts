/**
 * The four policy pages (docs/product/checkout.md#order-summary-and-footer-notes), as data built from the shop's facts (../shop-facts):
 * 30-day returns, free shipping from £1,000 and £20 below, 8.5% tax by default (an admin may
 * change them, decision 0121), payment in pounds, other currencies approximate.
 */
import { paths } from '../../../config/paths';
import type { ProseSection } from '../components/Prose';
import type { ShopFacts } from '../shop-facts';

export interface Policy {
  path: string;
  title: string;
  summary: string;
  updated: string;
  sections: ProseSection[];
}

const UPDATED = '1 November 2026';

/** The four policies, quoting these facts. */
export function policiesFor(F: ShopFacts): readonly Policy[] {

  const privacy: Policy = {
    path: paths.storefront.privacyPolicy.path,
    title: 'Privacy Policy',
    summary: 'What we collect when you shop with Verdant, why we need it, who else sees it and the choices you have.',
    updated: UPDATED,
    sections: [
      {
        heading: 'Who we are',
        blocks: [
          `Verdant ("we", "us") runs this shop and is responsible for the personal information described here. If you have any question about this policy or your information, write to ${F.email} and a person on our team will answer within ${F.replyWithin}.`,
        ],
      },
      {
        heading: 'What we collect',
        blocks: [
          'We collect only what we need to sell you our products and look after you afterwards:',
          {
            list: [
              'Account details: your first and last name, email address and password. Passwords are stored only as a one-way hash; nobody at Verdant can read them.',
              'Order details: the products you buy, your shipping and billing addresses, phone number and the discount code you used.',
              'Payment: your card is handled by our payment provider. We never see or store your full card number or security code; we keep only the card brand, the last four digits and whether the payment succeeded.',
              'Messages: what you send us through the contact form, and our replies.',
              'Newsletter: your email address and the date you signed up, if you choose to subscribe.',
              'Product views: we count how often each product page is opened, without recording who opened it, to show what is popular.',
            ],
          },
        ],
      },
      {
        heading: 'Your location and currency',
        blocks: [
          'On your first visit we suggest a display currency for your region. If your browser asks and you allow it, your device location is sent once to a reverse-geocoding service to learn your country; otherwise your country is estimated from your IP address by an IP-location service, or from your browser language and time zone.',
          'Only the country is used, only to choose a currency, and we do not store your location. You can change the currency at any time, and your choice is remembered on your device.',
        ],
      },
      {
        heading: 'What stays on your device',
        blocks: [
          'So that the shop opens quickly and works offline, your browser keeps your bag, your currency, a copy of our catalogue and, when you are signed in, your sign-in token. These stay on your device, are used only by this shop, and you can remove them by signing out or clearing your browser data. We use no advertising or cross-site tracking cookies.',
        ],
      },
      {
        heading: 'Why we use it',
        blocks: [
          'We use your information to take and deliver your orders and handle returns (to perform our contract with you); to answer your messages; to prevent fraud and keep the shop secure (our legitimate interests); to keep the records the law requires, such as invoices (legal obligation); and to send the newsletter, only if you have asked for it (your consent, which you can withdraw with the unsubscribe link in every email).',
        ],
      },
      {
        heading: 'Who we share it with',
        blocks: [
          'We never sell your information. We share it only with the companies that help us run the shop, and only as much as each needs:',
          {
            list: [
              'our payment provider, to take card payments;',
              'delivery carriers, who need your name, address and phone number;',
              'our email service, to send order confirmations, password resets and, if you subscribe, the newsletter;',
              'our hosting provider, who stores the shop’s data on our behalf.',
            ],
          },
          'Some of these providers may process data outside the UK; where they do, we rely on adequacy decisions or standard contractual clauses to protect it.',
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              'Order and payment records: six years, as tax law requires.',
              'Your account: until you delete it from Account Details, or after three years without any sign-in.',
              'Contact messages: two years after the conversation ends.',
              'Newsletter: until you unsubscribe.',
            ],
          },
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          `You may ask for a copy of your information, have it corrected, have it deleted, object to or restrict how we use it, and take it elsewhere. Most of this you can do yourself in your account; for anything else write to ${F.email}. If you are unhappy with how we have handled your information you can complain to the Information Commissioner’s Office (ico.org.uk).`,
        ],
      },
      {
        heading: 'Keeping it safe',
        blocks: [
          'Every page and request is sent over an encrypted connection, passwords are hashed, payments are confirmed by our payment provider rather than by this site, and access to customer information within Verdant is limited to the people who need it to do their job.',
        ],
      },
    ],
  };

  const shipping: Policy = {
    path: paths.storefront.shippingPolicy.path,
    title: 'Shipping Policy',
    summary: `Where we deliver, how long it takes, and what it costs: free on orders of ${F.freeShippingFrom} or more, ${F.shippingFee} below.`,
    updated: UPDATED,
    sections: [
      {
        heading: 'Shipping costs',
        blocks: [
          `Shipping is free on every order whose subtotal is ${F.freeShippingFrom} or more. Below that, a flat ${F.shippingFee} is added at checkout, wherever we deliver.`,
          'The subtotal is the value of the products in your bag before tax and any discount. The exact shipping charge is always shown in your order summary before you pay.',
        ],
      },
      {
        heading: 'Where we deliver',
        blocks: ['We currently deliver to addresses in the United Kingdom, the United States, Canada and Nigeria.'],
      },
      {
        heading: 'When your order leaves us',
        blocks: [
          'Orders placed before 1 pm (UK time) on a working day are packed and dispatched the same day; later orders leave on the next working day. You will receive an email when your order ships.',
        ],
      },
      {
        heading: 'Delivery times',
        blocks: [
          {
            list: [
              'United Kingdom: 2–4 working days.',
              'United States and Canada: 5–10 working days.',
              'Nigeria: 7–14 working days.',
            ],
          },
          'These are carriers’ estimates and can run longer around holidays or in bad weather.',
        ],
      },
      {
        heading: 'Duties and taxes outside the UK',
        blocks: [
          `The ${F.taxPercent} sales tax added at checkout does not cover import duties or local taxes charged by the country you are shipping to. Where these apply they are collected by the carrier or customs on delivery and are paid by the recipient.`,
        ],
      },
      {
        heading: 'Tracking and problems',
        blocks: [
          `Your shipping email includes a tracking link. If a parcel arrives damaged, or has not arrived five working days after its latest estimated date, tell us within ${F.returnDays} days and we will send a replacement or refund you in full, including shipping.`,
          'Please check your address at checkout: we cannot redirect a parcel once it has left us, and a parcel returned to us as undeliverable is refunded less the shipping charge.',
        ],
      },
    ],
  };

  const returns: Policy = {
    path: paths.storefront.refundPolicy.path,
    title: 'Refund and Return Policy',
    summary: `Changed your mind? You have ${F.returnDays} days from delivery to send unopened products back for a full refund.`,
    updated: UPDATED,
    sections: [
      {
        heading: `${F.returnDays}-day returns`,
        blocks: [
          `You may return any product within ${F.returnDays} days of the day it was delivered. For hygiene reasons skincare and haircare must be unopened, unused and in their original packaging; accessories must be unused.`,
        ],
      },
      {
        heading: 'Faulty or damaged products',
        blocks: [
          `If something arrives damaged, is faulty, or is not what you ordered, tell us within ${F.returnDays} days — even if you have opened it. We will replace it or refund it in full, including the original shipping, and cover the cost of sending it back.`,
          'If a product irritates your skin, stop using it and write to us; we will help you find a gentler alternative or refund it.',
        ],
      },
      {
        heading: 'How to return',
        blocks: [
          {
            list: [
              `Write to ${F.email} (or use our contact page) with your order number and what you would like to return.`,
              'We reply within two working days with a returns address and reference.',
              'Pack the products securely, include the reference, and keep your proof of postage until your refund arrives.',
            ],
          },
          'Unless the product was faulty or wrong, return postage is paid by you.',
        ],
      },
      {
        heading: 'Refunds',
        blocks: [
          'Once your return arrives and has been checked, we refund the price you paid for the returned products to the card you paid with, usually within five working days; your bank may take a few more days to show it.',
          'Refunds are made in pounds sterling, the currency you paid in. If your card is in another currency, the amount you receive depends on your bank’s exchange rate on the day and may differ from the approximate price you saw in the shop.',
          `If you used a discount code, the refund is what you actually paid. Shipping is refunded when the whole order is returned within ${F.returnDays} days or the product was faulty.`,
        ],
      },
      {
        heading: 'Cancelling an order',
        blocks: [
          'You can cancel an order from your account until it has been dispatched, and we refund it in full straight away. Once it has shipped, please return it as described above.',
        ],
      },
    ],
  };

  const terms: Policy = {
    path: paths.storefront.termsOfService.path,
    title: 'Terms of Service',
    summary: 'The agreement between you and Verdant when you use this shop and buy from us. Please read it before you order.',
    updated: UPDATED,
    sections: [
      {
        heading: 'About these terms',
        blocks: [
          'These terms apply to every visit to this shop and every order placed through it. By placing an order you accept them. They do not affect your statutory rights as a consumer.',
        ],
      },
      {
        heading: 'Your account',
        blocks: [
          'You need an account to check out. Keep your password to yourself and tell us straight away if you think someone else has used your account. You may close your account at any time from Account Details.',
        ],
      },
      {
        heading: 'Prices and currencies',
        blocks: [
          'All prices are set, charged and paid in pounds sterling (GBP). For convenience you can view prices in US dollars, euros or Nigerian naira; those prices are approximate, converted at fixed reference rates, and are for guidance only:',
          { list: F.referenceRates },
          'Whichever currency you browse in, your card is charged in pounds, and your bank may convert that at its own rate.',
        ],
      },
      {
        heading: 'Tax, shipping and discounts',
        blocks: [
          `A sales tax of ${F.taxPercent} of your subtotal is added at checkout. Shipping is free on orders of ${F.freeShippingFrom} or more and ${F.shippingFee} below. The total is the subtotal plus tax and shipping, less any discount.`,
          `Discount codes are applied at checkout, cannot be exchanged for cash and, unless stated otherwise, cannot be combined. The newsletter sign-up code gives ${F.newsletterPercent} off your first order and can be used once.`,
        ],
      },
      {
        heading: 'Orders and payment',
        blocks: [
          'Your order is an offer to buy. A contract is formed when your payment is confirmed and we email you to say your order has been received. We may decline or cancel an order, with a full refund, if a product is out of stock, a price was clearly shown in error, or we suspect fraud.',
          'Card payments are processed securely by our payment provider; we never see your full card details.',
        ],
      },
      {
        heading: 'Our products',
        blocks: [
          'Our products are made from natural ingredients, so colour, scent and texture can vary slightly between batches. Always read the ingredients before use, patch test a new product if you have sensitive skin, and stop using anything that irritates. Our products are cosmetics, not medicines.',
        ],
      },
      {
        heading: 'Returns',
        blocks: [`You may return products within ${F.returnDays} days of delivery as set out in our Refund and Return Policy.`],
      },
      {
        heading: 'Liability',
        blocks: [
          'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care, but not for losses that were not foreseeable, or for business losses. Nothing in these terms limits our liability where the law does not allow it to be limited.',
        ],
      },
      {
        heading: 'Changes and law',
        blocks: [
          'We may update these terms from time to time; the version shown when you place an order applies to that order. These terms are governed by the law of England and Wales, and you may bring proceedings in the courts of the part of the UK where you live.',
          `Questions? Write to ${F.email}.`,
        ],
      },
    ],
  };

  return [privacy, shipping, returns, terms];
}

export function policyFor(policies: readonly Policy[], pathname: string): Policy | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return policies.find((policy) => policy.path === clean) ?? null;
}
